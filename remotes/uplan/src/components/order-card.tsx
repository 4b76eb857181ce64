import { Card } from '@atrium/kit';
import { LinkButton } from '@atrium/ui/controls';
import type { UplanOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { OrderAction, ReviewLabel } from './order-status';
import { PlanFigures } from './plan-figures';
import { PlanHead } from './plan-head';
import { PlanProgress } from './plan-progress';
import { orderDetailsType } from '../logic/uplan-rules';
import styles from './uplan.module.css';

/** An order of the signed or overdue tab: its figures, progress, review status and action. */
export function OrderCard({ order }: { order: UplanOrder }) {
  const { t } = useTranslation('uplan');
  return (
    <Card data-testid={`uplan-order-${order.id}`}>
      <PlanHead icon={order.planIcon} title={order.planTitle} lang={order.lang}>
        <ReviewLabel order={order} />
      </PlanHead>
      <OrderFigures order={order} />
      <div className={styles.footer}>
        <LinkButton to={`/uplanDetails?id=${order.id}&type=${orderDetailsType(order)}`}>{t('details')}</LinkButton>
        <OrderAction order={order} />
      </div>
    </Card>
  );
}

/** An order's figures and progress (the card's and the details screen's). */
export function OrderFigures({ order }: { order: UplanOrder }) {
  return (
    <>
      <PlanFigures
        projectAmount={order.projectAmount}
        limitMin={order.limitMin}
        days={order.days}
        dayRate={order.dayRate}
        remainDay={order.remainDay}
        accumulaEarn={order.accumulaEarn}
      />
      <PlanProgress alreadyAmount={order.alreadyAmount} projectAmount={order.projectAmount} />
    </>
  );
}
