import type { LoanOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@atrium/platform';
import { Button, Section } from '@atrium/ui';
import { DetailRows } from './detail-rows';
import { ExactAmount } from './exact-amount';
import { LoanStatusChip } from './loan-status';
import styles from './lending.module.css';

/** One loan: amount and term, status, interest so far (or paid), total, collateral, dates; Repay until repaid. */
export function LoanCard({ loan, onRepay }: { loan: LoanOrder; onRepay(): void }) {
  const { t } = useTranslation('defi-finance-lending');
  const formatDate = useFormatDateTime();
  const repaid = loan.status === 1;
  return (
    <Section as="section" aria-label={t('loan_heading', { id: loan.id })} data-testid={`loan-${loan.id}`}>
      <h2 className={styles.heading}>
        <span dir="ltr">
          <ExactAmount value={loan.amount} coin={loan.coin} /> · {t('term_days', { count: loan.days })}
        </span>
        <LoanStatusChip status={loan.status} />
      </h2>
      <DetailRows
        rows={[
          { label: t('daily_rate'), value: <span dir="ltr">{loan.dailyRate}%</span> },
          { label: repaid ? t('interest_paid') : t('interest_so_far'), value: <ExactAmount value={loan.interest} coin={loan.coin} />, testId: 'loan-interest' },
          { label: t('total_repayment'), value: <ExactAmount value={loan.totalRepayment} coin={loan.coin} />, testId: 'loan-total' },
          { label: t('collateral'), value: <ExactAmount value={loan.collateralAmount} coin={loan.collateralCoin} />, testId: 'loan-collateral' },
          { label: t('borrowed_at'), value: formatDate(loan.createTime) },
          { label: t('due_date'), value: formatDate(loan.dueTime) },
          ...(loan.repayTime ? [{ label: t('repaid_at'), value: formatDate(loan.repayTime) }] : []),
        ]}
      />
      {!repaid && (
        <Button block onClick={onRepay}>
          {t('repay')}
        </Button>
      )}
    </Section>
  );
}
