import { assetBalance, getLaunch, type CallOptions } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Link, useSearchParams } from '@atrium/platform';
import { readQueryId, useAsync } from '@atrium/kit';
import { EmptyState, Page, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { SubscriptionForm } from '../components/subscription-form';
import { fundingAvailable } from '../logic/balances';
import styles from '../components/lending.module.css';
import screen from '../../shared/screen.module.css';

const loadApplyData = async (id: number, call: CallOptions) => {
  const [launch, assets] = await Promise.all([getLaunch(id, call), assetBalance(call)]);
  return { launch, usdt: fundingAvailable(assets.balances, 'usdt') };
};

/** /subscription/apply?id=: apply to an open launch with USDT. */
export default function SubscriptionApplyPage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const id = readQueryId(useSearchParams()[0]);
  return (
    <Page title={t('defi-finance:title_subscription_apply')}>{id === null ? <EmptyState title={t('launch_missing')} /> : <ApplyView id={id} />}</Page>
  );
}

function ApplyView({ id }: { id: number }) {
  const { t } = useTranslation('defi-finance-lending');
  const data = useAsync((call) => loadApplyData(id, call), [id]);
  return (
    <AsyncView result={data}>
      {({ launch, usdt }) =>
        launch.status === 'open' ? (
          <SubscriptionForm launch={launch} usdtAvailable={usdt} />
        ) : (
          <Section>
            <p className={styles.notice} role="status">
              {launch.status === 'upcoming' ? t('launch_not_open_yet') : t('launch_closed')}
            </p>
            <Link to={`/subscription/info?id=${launch.id}`} className={screen.link}>
              {t('back_to_launch')}
            </Link>
          </Section>
        )
      }
    </AsyncView>
  );
}
