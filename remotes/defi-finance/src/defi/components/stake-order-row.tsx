import { useState } from 'react';
import { layout } from '@atrium/kit';
import { redeemDefi, type DefiOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { Button, formatPercent, toast, formatMoney, NumberText } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { OrderIncomes } from './order-incomes';
import styles from './defi.module.css';
import screen from '../../shared/screen.module.css';

/** One stake: amount, daily rate, income so far, dates, status; Redeem while it earns; its daily incomes on demand. */
export function StakeOrderRow({ order, onRedeemed }: { order: DefiOrder; onRedeemed(): void }) {
  const { t } = useTranslation('defi-finance-defi');
  const format = useFormatDateTime();
  const [showIncomes, setShowIncomes] = useState(false);
  const active = order.status === 0;
  const { busy, submit, confirmation } = useSubmit(() => redeemDefi(order.id), {
    confirm: () => ({
      title: t('redeem_title'),
      rows: [
        { label: t('join_amount'), value: <NumberText value={order.amount} unit={order.coin} exact /> },
        { label: t('order_rate'), value: t('tier_rate', { rate: formatPercent(order.rate) }) },
        { label: t('order_income'), value: <NumberText value={order.income} unit={order.coin} exact /> },
        { label: t('returns_to'), value: t('funding_account') },
      ],
      note: t('redeem_body', { amount: formatMoney(order.amount, order.coin, { exact: true }) }),
    }),
    onDone: () => {
      toast(t('redeem_done'));
      onRedeemed();
    },
  });
  return (
    <li className={styles.item} data-testid={`defi-order-${order.id}`}>
      <div className={layout.row}>
        <strong>
          <NumberText value={order.amount} unit={order.coin} />
        </strong>
        <span className={`${styles.status} ${active ? styles.active : screen.muted}`}>{active ? t('status_active') : t('status_redeemed')}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('order_rate')}</dt>
        <dd>{t('tier_rate', { rate: formatPercent(order.rate) })}</dd>
        <dt>{t('order_income')}</dt>
        <dd>
          <NumberText value={order.income} unit={order.coin} />
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
          <Button variant="secondary" onClick={submit} loading={busy}>
            {t('redeem')}
          </Button>
        )}
      </div>
      {showIncomes && <OrderIncomes orderId={order.id} />}
      {confirmation}
    </li>
  );
}
