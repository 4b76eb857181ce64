import type { DefiOverview } from '@atrium/api';
import { layout, SectionHeading } from '@atrium/kit';
import { useTranslation } from '@atrium/i18n';
import { formatAmount, formatPercent, NumberText, Section } from '@atrium/ui';
import { useRangeText } from './use-range-text';
import styles from './defi.module.css';

/** The pool (spec §3 "DeFi store"): divideBalance in ETH, how many take part, and the income tiers. */
export function PoolOverview({ overview }: { overview: DefiOverview }) {
  const { t } = useTranslation('defi-finance-defi');
  const rangeText = useRangeText();
  return (
    <Section as="section" aria-labelledby="defi-pool">
      <SectionHeading id="defi-pool">
        {t('pool_title')}
      </SectionHeading>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('pool_divide')}</dt>
          <dd data-testid="defi-divide">
            <NumberText value={overview.divideBalance} /> {overview.poolCoin}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('participants')}</dt>
          <dd>{formatAmount(overview.participants, { exact: true })}</dd>
        </div>
      </dl>
      <h3 className={styles.label}>{t('tiers_title')}</h3>
      <ul className={styles.list}>
        {overview.rates.map((rate) => (
          <li key={rate.minAmount} className={layout.row}>
            <span dir="ltr">{rangeText(rate.minAmount, rate.maxAmount)}</span>
            <span>{t('tier_rate', { rate: formatPercent(rate.rate) })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
