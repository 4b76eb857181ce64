import { LinkButton } from '@atrium/ui/controls';
import type { UplanOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { orderAction, orderDetailsType, REVIEW_KEYS } from '../logic/uplan-rules';
import styles from './uplan.module.css';

/** The review status label of an order (spec §4): waiting for review, in income, pledge completed. */
export function ReviewLabel({ order }: { order: UplanOrder }) {
  const { t } = useTranslation('uplan');
  return (
    <span className={styles.label} data-testid="review-status">
      {t(REVIEW_KEYS[order.reviewStatus])}
    </span>
  );
}

/**
 * An order's state label, or its top-up action (spec §4 "U plan signed tab"): "in income" when
 * full, "completed" on orderStatus 3, otherwise a (overdue) top-up that opens the order's details
 * (`onTopUp` given: a button calling it instead, on the details screen itself), as kit text actions.
 */
export function OrderAction({ order, onTopUp }: { order: UplanOrder; onTopUp?: () => void }) {
  const { t } = useTranslation('uplan');
  const action = orderAction(order);
  if (action === 'completed' || action === 'in_income') {
    return (
      <span className={`${styles.label} ${action === 'in_income' ? styles.labelIncome : ''}`} data-testid="order-state">
        {t(action)}
      </span>
    );
  }
  // A text action in the brand colour; an overdue one in the danger colour, as it costs more the longer it waits.
  const className = action === 'overdue_replenish' ? styles.overdueAction : undefined;
  return onTopUp ? (
    <LinkButton className={className} onClick={onTopUp} data-testid="order-action">
      {t(action)}
    </LinkButton>
  ) : (
    <LinkButton to={`/uplanDetails?id=${order.id}&type=${orderDetailsType(order)}`} className={className} data-testid="order-action">
      {t(action)}
    </LinkButton>
  );
}
