import { useState } from 'react';
import { useSearchParams } from '@atrium/platform';
import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState, Page, SafeHtml, Section, Skeleton, useTextLang } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { SectionHeading } from '@atrium/kit';
import { EndEarlyButton } from '../components/end-early';
import { OrderFigures } from '../components/order-card';
import { OrderAction, ReviewLabel } from '../components/order-status';
import { PlanFigures } from '../components/plan-figures';
import { PlanHead } from '../components/plan-head';
import { PurchaseDialog } from '../components/purchase-dialog';
import { useUplanDetails, type UplanDetails } from '../hooks/use-uplan-details';
import { canTopUp, detailsType, orderAction, type DetailsType } from '../logic/uplan-rules';
import styles from '../components/uplan.module.css';

/**
 * /uplanDetails?id&type: a product to sign for (type 1) or a signed (2) or overdue (3) order to top
 * up, with the product's introduction and rules (sanitised HTML).
 */
export default function UplanDetailsPage() {
  const { t } = useTranslation('uplan');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const type = detailsType(params.get('type'));
  return (
    <Page title={t('title_uplan_details')}>
      {/^\d{1,9}$/.test(id) && type ? <Details id={id} type={type} /> : <EmptyState title={t('missing')} />}
    </Page>
  );
}

function Details({ id, type }: { id: string; type: DetailsType }) {
  const { t } = useTranslation('uplan');
  const textLang = useTextLang();
  const result = useUplanDetails(id, type);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <AsyncView result={result} skeleton={<Skeleton lines={10} />}>
      {(details) => (
        <>
          <Summary details={details} onTopUp={() => setDialogOpen(true)} />
          <Section>
            <SectionHeading>{t('introduction')}</SectionHeading>
            {/* The server's words, in English where it has no translation: then marked so (an English rule in Arabic reads left to right). */}
            <div {...textLang(details.product.lang)} data-testid="uplan-introduction">
              <SafeHtml className={styles.html} html={details.product.productIntroduction} />
            </div>
          </Section>
          <Section>
            <SectionHeading>{t('rule')}</SectionHeading>
            <div {...textLang(details.product.lang)} data-testid="uplan-rule">
              <SafeHtml className={styles.html} html={details.product.productRule} />
            </div>
          </Section>
          <SubmitBar details={details} onOpen={() => setDialogOpen(true)} onEnded={result.retry} />
          {dialogOpen && (
            <PurchaseDialog
              title={details.order ? t(orderAction(details.order)) : t('buy')}
              target={
                details.order
                  ? { kind: 'order', id: details.order.id, order: details.order }
                  : { kind: 'product', id: details.product.id, product: details.product }
              }
              terms={
                details.order
                  ? { title: details.order.planTitle, lang: details.order.lang, days: details.order.days, remainDay: details.order.remainDay, dayRate: details.order.dayRate }
                  : { title: details.product.title, lang: details.product.lang, days: details.product.days, dayRate: details.product.dayRate }
              }
              onClose={() => setDialogOpen(false)}
              onDone={result.retry}
            />
          )}
        </>
      )}
    </AsyncView>
  );
}

function Summary({ details, onTopUp }: { details: UplanDetails; onTopUp(): void }) {
  const { product, order } = details;
  return (
    <Section data-testid="uplan-summary">
      <PlanHead icon={product.icon} title={product.title} lang={product.lang}>
        {order && <ReviewLabel order={order} />}
      </PlanHead>
      {order ? (
        <>
          <OrderFigures order={order} />
          <div className={styles.footer}>
            <OrderAction order={order} onTopUp={onTopUp} />
          </div>
        </>
      ) : (
        <PlanFigures projectAmount={product.projectAmount} limitMin={product.limitMin} days={product.days} dayRate={product.dayRate} />
      )}
    </Section>
  );
}

/**
 * The screen's main buttons: sign for a product, or top up an order that is not full yet; an
 * overdue order may also be ended early (its terms are on the order only while it is overdue).
 */
function SubmitBar({ details, onOpen, onEnded }: { details: UplanDetails; onOpen(): void; onEnded(): void }) {
  const { t } = useTranslation('uplan');
  const { order } = details;
  if (order && !canTopUp(order)) return null;
  return (
    <div className={styles.submit}>
      <Button block onClick={onOpen} data-testid="uplan-submit">
        {order ? t(orderAction(order)) : t('buy')}
      </Button>
      {order?.earlyEnd && <EndEarlyButton order={order} terms={order.earlyEnd} onDone={onEnded} />}
    </div>
  );
}
