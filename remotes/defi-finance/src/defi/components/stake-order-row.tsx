import { useState } from 'react';
import type { DefiOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@atrium/platform';
import { Button, formatPercent, NumberText } from '@atrium/ui';
import { OrderIncomes } from './order-incomes';
import styles from './defi.module.css';
import screen from '../../shared/screen.module.css';

/** One stake: amount, daily rate, income so far, dates, status; Redeem while it earns; its daily incomes on demand. */
export function StakeOrderRow({ order, onRedeem }: { order: DefiOrder; onRedeem(): void }) {
  const { t } = useTranslation('defi-finance-defi');
  const format = useFormatDateTime();
  const [showIncomes, setShowIncomes] = useState(false);
  const active = order.status === 0;
  return (
    <li className={styles.item} data-testid={`defi-order-${order.id}`}>
      <div className={screen.row}>
        <strong>
          <NumberText value={order.amount} /> USDT
        </strong>
        <span className={`${styles.status} ${active ? styles.active : screen.muted}`}>{active ? t('status_active') : t('status_redeemed')}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('order_rate')}</dt>
        <dd>{t('tier_rate', { rate: formatPercent(order.rate) })}</dd>
        <dt>{t('order_income')}</dt>
        <dd>
          <NumberText value={order.income} /> USDT
        </dd>
        <dt>{t('order_time')}</dt>
        <dd>{format(order.createTime)}</dd>
        {order.redeemTime !== null && (
          <>
            <dt>{t('order_redeem_time')}</dt>
            <dd>{format(order.redeemTime)}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button variant="text" aria-expanded={showIncomes} onClick={() => setShowIncomes((v) => !v)}>
          {showIncomes ? t('incomes_hide') : t('incomes_show')}
        </Button>
        {active && (
          <Button variant="secondary" onClick={onRedeem}>
            {t('redeem')}
          </Button>
        )}
      </div>
      {showIncomes && <OrderIncomes orderId={order.id} />}
    </li>
  );
}
