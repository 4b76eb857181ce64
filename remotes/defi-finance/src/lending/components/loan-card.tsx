import type { LoanOrder, LoanProduct } from '@atrium/api';
import { SectionHeading } from '@atrium/kit';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, useMarketDetail } from '@atrium/platform';
import { formatPercent, Section, NumberText } from '@atrium/ui';
import { isMarginCalled, liveLtv, ltvPercent } from '../logic/loan-risk';
import { DetailRows } from './detail-rows';
import { LoanStatusChip } from './loan-status';
import { RepayButton } from './repay-button';
import styles from './lending.module.css';

export interface LoanCardProps {
  loan: LoanOrder;
  /** The funding account's available USDT, which a repayment takes. */
  usdtAvailable: string;
  /** The loan's product: its margin-call and liquidation thresholds (absent: not shown). */
  product?: LoanProduct;
  onRepaid(): void;
}

const wholePercent = (ratio: string) => formatPercent(ltvPercent(ratio), { decimals: 0 });

/**
 * One loan: amount and term, status, interest so far (or paid), penalty, total, collateral, dates;
 * while open, its loan-to-value at the live price beside the margin-call and liquidation
 * thresholds, a margin-call warning above the first, and Repay; once liquidated, the sale.
 */
export function LoanCard({ loan, usdtAvailable, product, onRepaid }: LoanCardProps) {
  const { t } = useTranslation('defi-finance-lending');
  const formatDate = useFormatDateTime();
  const price = useMarketDetail(`${loan.collateralCoin}usdt`)?.close;
  const repaid = loan.status === 1;
  const liquidated = loan.status === 3;
  const open = !repaid && !liquidated;
  const ltv = liveLtv(loan, price);
  const marginCalled = isMarginCalled(loan, ltv, product?.marginCallLtv);
  const thresholds =
    open && product
      ? [
          { label: t('margin_call_at'), value: <span dir="ltr">{wholePercent(product.marginCallLtv)}</span>, testId: 'loan-margin-call-ltv' },
          { label: t('liquidation_at'), value: <span dir="ltr">{wholePercent(product.liquidationLtv)}</span>, testId: 'loan-liquidation-ltv' },
        ]
      : [];
  return (
    <Section as="section" aria-label={t('loan_heading', { id: loan.id })} data-testid={`loan-${loan.id}`}>
      <SectionHeading className={styles.withStatus}>
        <span dir="ltr">
          <NumberText value={loan.amount} unit={loan.coin} exact /> · {t('term_days', { count: loan.days })}
        </span>
        <LoanStatusChip status={loan.status} />
      </SectionHeading>
      <DetailRows
        rows={[
          { label: t('daily_rate'), value: <span dir="ltr">{formatPercent(loan.dailyRate)}</span> },
          { label: repaid ? t('interest_paid') : t('interest_so_far'), value: <NumberText value={loan.interest} unit={loan.coin} exact />, testId: 'loan-interest' },
          ...(loan.penalty !== '0' || loan.status === 2
            ? [{ label: t('overdue_penalty'), value: <NumberText value={loan.penalty} unit={loan.coin} exact />, testId: 'loan-penalty' }]
            : []),
          { label: t('total_repayment'), value: <NumberText value={loan.totalRepayment} unit={loan.coin} exact />, testId: 'loan-total' },
          { label: t('collateral'), value: <NumberText value={loan.collateralAmount} unit={loan.collateralCoin} exact />, testId: 'loan-collateral' },
          ...(open ? [{ label: t('ltv_now'), value: <NumberText value={ltv && ltv.times(100)} kind="percent" />, testId: 'loan-ltv' }] : []),
          ...thresholds,
          ...(liquidated
            ? [
                { label: t('liquidation_price'), value: <NumberText value={loan.liquidationPrice} kind="price" />, testId: 'loan-liquidation-price' },
                { label: t('returned_to_you'), value: <NumberText value={loan.returned} unit={loan.coin} exact />, testId: 'loan-returned' },
              ]
            : []),
          { label: t('borrowed_at'), value: formatDate(loan.createTime) },
          { label: t('due_date'), value: formatDate(loan.dueTime) },
          ...(loan.repayTime ? [{ label: liquidated ? t('liquidated_at') : t('repaid_at'), value: formatDate(loan.repayTime) }] : []),
        ]}
      />
      {marginCalled && product && (
        <p className={styles.warning} role="alert" data-testid="loan-margin-call">
          {t('margin_call_warning', { threshold: wholePercent(product.marginCallLtv), liquidation: wholePercent(product.liquidationLtv) })}
        </p>
      )}
      {open && <RepayButton loan={loan} usdtAvailable={usdtAvailable} onRepaid={onRepaid} />}
    </Section>
  );
}
