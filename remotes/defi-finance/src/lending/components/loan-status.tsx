import type { LoanStatus } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { StatusChip } from './status-chip';

const LOOK = {
  0: { key: 'loan_status_active', tone: 'live' },
  1: { key: 'loan_status_repaid', tone: 'good' },
  2: { key: 'loan_status_overdue', tone: 'warn' },
  3: { key: 'loan_status_liquidated', tone: 'idle' },
} as const;

/** A loan's status (loan.ts: 0 active, 1 repaid, 2 overdue, 3 liquidated). */
export function LoanStatusChip({ status }: { status: LoanStatus }) {
  const { t } = useTranslation('defi-finance-lending');
  const look = LOOK[status] ?? LOOK[0];
  return <StatusChip label={t(look.key)} tone={look.tone} />;
}
