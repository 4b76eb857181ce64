import type { LoanOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@atrium/platform';
import { formatPercent, Section, NumberText } from '@atrium/ui';
import { DetailRows } from './detail-rows';
import { LoanStatusChip } from './loan-status';
import { RepayButton } from './repay-button';
import styles from './lending.module.css';

export interface LoanCardProps {
  loan: LoanOrder;
  /** The funding account's available USDT, which a repayment takes. */
  usdtAvailable: string;
  onRepaid(): void;
}

/** One loan: amount and term, status, interest so far (or paid), total, collateral, dates; Repay until repaid. */
export function LoanCard({ loan, usdtAvailable, onRepaid }: LoanCardProps) {
  const { t } = useTranslation('defi-finance-lending');
  const formatDate = useFormatDateTime();
  const repaid = loan.status === 1;
  return (
    <Section as="section" aria-label={t('loan_heading', { id: loan.id })} data-testid={`loan-${loan.id}`}>
      <h2 className={styles.heading}>
        <span dir="ltr">
          <NumberText value={loan.amount} unit={loan.coin} exact /> · {t('term_days', { count: loan.days })}
        </span>
        <LoanStatusChip status={loan.status} />
      </h2>
      <DetailRows
        rows={[
          { label: t('daily_rate'), value: <span dir="ltr">{formatPercent(loan.dailyRate)}</span> },
          { label: repaid ? t('interest_paid') : t('interest_so_far'), value: <NumberText value={loan.interest} unit={loan.coin} exact />, testId: 'loan-interest' },
          { label: t('total_repayment'), value: <NumberText value={loan.totalRepayment} unit={loan.coin} exact />, testId: 'loan-total' },
          { label: t('collateral'), value: <NumberText value={loan.collateralAmount} unit={loan.collateralCoin} exact />, testId: 'loan-collateral' },
          { label: t('borrowed_at'), value: formatDate(loan.createTime) },
          { label: t('due_date'), value: formatDate(loan.dueTime) },
          ...(loan.repayTime ? [{ label: t('repaid_at'), value: formatDate(loan.repayTime) }] : []),
        ]}
      />
      {!repaid && <RepayButton loan={loan} usdtAvailable={usdtAvailable} onRepaid={onRepaid} />}
    </Section>
  );
}
