import { getLaunch } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, useSearchParams } from '@atrium/platform';
import { readQueryId, useAsync } from '@atrium/kit';
import { ButtonLink, EmptyState, Page, SafeHtml, Section, formatAmountRange, useTextLang } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { DetailRows } from '../components/detail-rows';
import { LaunchSummary } from '../components/launch-summary';

/** /subscription/info?id=: a launch's figures, limits, times and description; Apply while it is open. */
export default function SubscriptionInfoPage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const id = readQueryId(useSearchParams()[0]);
  return (
    <Page title={t('defi-finance:title_subscription_info')}>
      {id === null ? <EmptyState title={t('launch_missing')} /> : <LaunchInfo id={id} />}
    </Page>
  );
}

function LaunchInfo({ id }: { id: number }) {
  const { t } = useTranslation('defi-finance-lending');
  const formatDate = useFormatDateTime();
  const launch = useAsync((call) => getLaunch(id, call), [id]);
  const textLang = useTextLang();
  return (
    <AsyncView result={launch}>
      {(data) => (
        <>
          <Section as="section" aria-label={data.name}>
            <LaunchSummary launch={data} />
            <DetailRows
              rows={[
                { label: t('apply_limits'), value: <span dir="ltr">{formatAmountRange(data.minAmount, data.maxAmount, 'usdt')}</span> },
                { label: t('launch_start'), value: formatDate(data.startTime) },
                { label: t('launch_end'), value: formatDate(data.endTime) },
              ]}
            />
          </Section>
          {data.description.trim() && (
            <Section as="section" aria-label={t('launch_description')} data-testid="launch-description">
              <div {...textLang(data.lang)}>
                <SafeHtml html={data.description} />
              </div>
            </Section>
          )}
          {data.status === 'open' && (
            <ButtonLink to={`/subscription/apply?id=${data.id}`} block>
              {t('apply_now')}
            </ButtonLink>
          )}
        </>
      )}
    </AsyncView>
  );
}
