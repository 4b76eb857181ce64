import { useTranslation } from '@atrium/i18n';

/** A product's term: "Flexible" (0 days: redeem any time) or "N days". */
export function TermText({ days }: { days: number }) {
  const { t } = useTranslation('defi-finance-finance');
  return <>{days > 0 ? t('term_days', { count: days }) : t('term_flexible')}</>;
}
