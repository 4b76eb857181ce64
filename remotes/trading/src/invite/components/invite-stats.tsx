import type { InviteSummary } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { NumberText } from '@atrium/ui';
import { layout } from '@atrium/kit';
import { ratePercent } from '../../shared/rate-percent';
import styles from './invite.module.css';

/** The programme at a glance: the commission rate, how many friends joined, what they earned the user. */
export function InviteStats({ summary }: { summary: InviteSummary }) {
  const { t } = useTranslation('trading-invite');
  return (
    <dl className={styles.rows} data-testid="invite-stats">
      <div className={layout.row}>
        <dt className={layout.label}>{t('commission_rate')}</dt>
        <dd>{ratePercent(summary.commissionRate)}</dd>
      </div>
      <div className={layout.row}>
        <dt className={layout.label}>{t('invited_count')}</dt>
        <dd>
          <NumberText value={summary.invitedCount} />
        </dd>
      </div>
      <div className={layout.row}>
        <dt className={layout.label}>{t('total_income')}</dt>
        <dd>
          <NumberText value={summary.totalIncome} /> USDT
        </dd>
      </div>
    </dl>
  );
}
