import { showDefiActivity, type DefiActivityNotice } from '@atrium/api';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { useFormatDateTime, validityDays, useSearchParams } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { EmptyState, NumberText, Page, Section, useTextLang } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { useActivityTypes } from '../components/use-activity-types';
import styles from '../components/defi.module.css';

/**
 * "8 days" in the user's language, plural rules included (Intl knows them for every locale), with
 * Latin digits as the kit writes every figure (format-number.ts).
 */
const daysText = (days: number) =>
  new Intl.NumberFormat(localeTag(currentLocale()), { style: 'unit', unit: 'day', unitDisplay: 'long', numberingSystem: 'latn' }).format(days);

/** /defiDetail?id=: one of the user's DeFi activities. */
export default function DefiDetailPage() {
  const { t } = useTranslation('defi-finance-defi');
  const { t: title } = useTranslation('defi-finance');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id);
  return (
    <Page title={title('title_defi_detail')}>
      {valid ? <ActivityLoader id={id} /> : <EmptyState title={t('activity_missing')} />}
    </Page>
  );
}

function ActivityLoader({ id }: { id: string }) {
  const activity = useAsync((call) => showDefiActivity(id, call), [id]);
  return <AsyncView result={activity}>{(data) => <ActivityFacts activity={data} />}</AsyncView>;
}

function ActivityFacts({ activity }: { activity: DefiActivityNotice }) {
  const { t } = useTranslation('defi-finance-defi');
  const format = useFormatDateTime();
  const typeLabel = useActivityTypes();
  const textLang = useTextLang();
  const type = typeLabel(activity.type);
  return (
    <Section as="dl" className={styles.facts} data-testid="defi-activity">
      <dt>{t('activity_type')}</dt>
      <dd {...textLang(type.lang)}>{type.label}</dd>
      <dt>{t('activity_total')}</dt>
      <dd>
        <NumberText value={activity.totleAmount} exact />
      </dd>
      <dt>{t('activity_amount')}</dt>
      <dd>
        <NumberText value={activity.amount} exact />
      </dd>
      <dt>{t('activity_validity')}</dt>
      <dd>{daysText(validityDays(activity.beginTimeS, activity.endTimeS))}</dd>
      <dt>{t('activity_begins')}</dt>
      <dd>{format(activity.beginTimeS)}</dd>
      <dt>{t('activity_ends')}</dt>
      <dd>{format(activity.endTimeS)}</dd>
      <dt>{t('activity_status')}</dt>
      <dd>{activity.status === 1 ? t('activity_claimed') : t('activity_offered')}</dd>
    </Section>
  );
}
