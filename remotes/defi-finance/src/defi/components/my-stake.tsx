import type { DefiInvestment } from '@atrium/api';
import { SectionHeading } from '@atrium/kit';
import { useTranslation } from '@atrium/i18n';
import { Section, NumberText } from '@atrium/ui';
import styles from './defi.module.css';

/** The user's stake now: USDT staked, today's income and all income so far. */
export function MyStake({ investment }: { investment: DefiInvestment }) {
  const { t } = useTranslation('defi-finance-defi');
  const figures = [
    { id: 'staked', label: t('staked'), value: investment.staked },
    { id: 'today', label: t('today_income'), value: investment.todayIncome },
    { id: 'total', label: t('total_income'), value: investment.totalIncome },
  ];
  return (
    <Section as="section" aria-labelledby="defi-my-stake">
      <SectionHeading id="defi-my-stake">
        {t('my_stake')}
      </SectionHeading>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd data-testid={`defi-${figure.id}`}>
              <NumberText value={figure.value} unit="usdt" />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
