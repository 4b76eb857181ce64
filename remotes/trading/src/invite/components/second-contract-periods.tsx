import { useId } from 'react';
import { listPeriods, type CoinEntry, type Period } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { displaySymbol } from '@atrium/platform';
import { SectionHeading, useAsync } from '@atrium/kit';
import { NumberText, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { useSecondLabels } from '../../orders/second/labels';
import { ratePercent } from '../../shared/rate-percent';
import styles from './invite.module.css';
import table from './periods-table.module.css';

function PeriodsTable({ periods }: { periods: Period[] }) {
  const { t } = useTranslation('trading-invite');
  // The periods read as the /trade screen names them.
  const labels = useSecondLabels();
  if (periods.length === 0) return <p className={styles.muted}>{t('periods_empty')}</p>;
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t('period')}</th>
          <th scope="col">{t('payout_rate')}</th>
          <th scope="col" className={table.end}>
            {t('amount_range')}
          </th>
        </tr>
      </thead>
      <tbody>
        {[...periods]
          .sort((a, b) => a.seconds - b.seconds)
          .map((period) => (
            <tr key={period.id}>
              <td>{labels.duration(period.seconds)}</td>
              <td>{ratePercent(period.payoutRate)}</td>
              <td className={table.end}>
                <span dir="ltr">
                  <NumberText value={period.minAmount} /> – <NumberText value={period.maxAmount} />
                </span>{' '}
                USDT
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/**
 * The second contract's periods (`/api/period/list`), as they are offered for `coin` (every
 * symbol has the same ones): how long an order runs, what a win pays, the amounts allowed.
 */
export function SecondContractPeriods({ coin }: { coin: CoinEntry }) {
  const { t } = useTranslation('trading-invite');
  const periods = useAsync((call) => listPeriods(coin.symbol, call), [coin.symbol]);
  const heading = useId();
  return (
    <Section as="section" aria-labelledby={heading} data-testid="second-contract-periods">
      <SectionHeading id={heading}>{t('periods_heading')}</SectionHeading>
      <p className={styles.muted}>{t('periods_rules')}</p>
      <p className={styles.muted}>{t('periods_intro', { symbol: displaySymbol(coin) })}</p>
      <AsyncView result={periods} framed={false}>{(data) => <PeriodsTable periods={data} />}</AsyncView>
    </Section>
  );
}
