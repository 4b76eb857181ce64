import { listSubscriptionOrders, type SubscriptionOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, Link } from '@atrium/platform';
import { CardList, SectionHeading, useAsync } from '@atrium/kit';
import { EmptyState, Page, Section, NumberText } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { DetailRows } from '../components/detail-rows';
import { SubscriptionStatusChip } from '../components/launch-status';
import styles from '../components/lending.module.css';
import screen from '../../shared/screen.module.css';

/** /subscription/order: the user's applications, waiting or allocated (tokens received, USDT returned). */
export default function SubscriptionOrderPage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const orders = useAsync(listSubscriptionOrders);
  return (
    <Page title={t('defi-finance:title_subscription_order')}>
      <AsyncView result={orders}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={t('no_applications')}
              action={
                <Link to="/subscription" className={screen.link}>
                  {t('see_launches')}
                </Link>
              }
            />
          ) : (
            <CardList aria-label={t('defi-finance:title_subscription_order')}>
              {list.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </CardList>
          )
        }
      </AsyncView>
    </Page>
  );
}

function OrderCard({ order }: { order: SubscriptionOrder }) {
  const { t } = useTranslation('defi-finance-lending');
  const formatDate = useFormatDateTime();
  const allocated = order.status === 1;
  return (
    <Section as="section" aria-label={order.name} data-testid={`application-${order.id}`}>
      <SectionHeading className={styles.withStatus}>
        <span>
          {order.name} <span className={screen.muted}>{order.token.toUpperCase()}</span>
        </span>
        <SubscriptionStatusChip status={order.status} />
      </SectionHeading>
      <DetailRows
        rows={[
          { label: t('applied_amount'), value: <NumberText value={order.amount} unit="usdt" exact />, testId: 'application-amount' },
          { label: t('tokens_allocated'), value: allocated ? <NumberText value={order.allocated} unit={order.token} exact /> : '--', testId: 'application-allocated' },
          { label: t('usdt_refunded'), value: allocated ? <NumberText value={order.refunded} unit="usdt" exact /> : '--', testId: 'application-refunded' },
          { label: t('applied_at'), value: formatDate(order.createTime) },
        ]}
      />
    </Section>
  );
}
