import type { FinanceOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { Card, layout, Row } from '@atrium/kit';
import { DailyRate } from './percent';
import { RedeemButton } from './redeem-button';
import { TermText } from './term-text';
import styles from './finance.module.css';
import screen from '../../shared/screen.module.css';
import { NumberText, useTextLang } from '@atrium/ui';

export interface OrderRowProps {
  order: FinanceOrder;
  /** The product's early-redemption share (see RedeemButton): undefined while loading, null when unknown. */
  penaltyShare: string | null | undefined;
  /** A redemption went through (Redeem shows only where the server allows it: `canRedeem`). */
  onRedeemed(order: FinanceOrder): void;
}

/** One holding: the product, the amount, the income so far, when it ends; the details open below; Redeem where allowed. */
export function OrderRow({ order, penaltyShare, onRedeemed }: OrderRowProps) {
  const { t } = useTranslation('defi-finance-finance');
  const formatDate = useFormatDateTime();
  const textLang = useTextLang();
  const amount = (value: string, testId: string) => <NumberText value={value} unit={order.coin} data-testid={testId} />;
  return (
    <Card data-testid={`order-${order.id}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.name} {...textLang(order.lang)}>
          {order.productName}
        </h3>
        <span className={styles.badge}>{t(`status_${order.status}`)}</span>
      </div>
      <Row label={t('amount')}>
        {amount(order.amount, 'order-amount')}
      </Row>
      <Row label={t('accrued')}>
        {amount(order.accrued, 'order-accrued')}
      </Row>
      <Row label={t('end_time')}>
        <span>{order.endTime === null ? t('term_flexible') : formatDate(order.endTime)}</span>
      </Row>
      <details>
        <summary className={screen.link}>{t('order_detail')}</summary>
        <dl className={layout.cardList}>
          {(
            [
              [t('order_number'), String(order.id)],
              [t('daily_rate'), <DailyRate key="r" rate={order.dailyRate} />],
              [t('term'), <TermText key="t" days={order.days} />],
              [t('start_time'), formatDate(order.createTime)],
              [t('close_time'), order.closeTime === null ? '--' : formatDate(order.closeTime)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={layout.row}>
              <dt className={layout.label}>{label}</dt>
              <dd className={styles.strong}>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {order.canRedeem && (
        <div className={styles.actions}>
          <RedeemButton order={order} share={penaltyShare} onRedeemed={onRedeemed} />
        </div>
      )}
    </Card>
  );
}
