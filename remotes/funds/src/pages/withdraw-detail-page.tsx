import { getWithdrawal } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { OrderDetail } from '../components/order-detail';
import styles from '../components/funds-page.module.css';
import { formatMoney } from '@atrium/ui';

/** /withdraw-detail?id: one withdrawal, with its address, fee and net amount. */
export default function WithdrawDetailPage() {
  const { t } = useTranslation('funds');
  return (
    <OrderDetail
      title={t('title_withdraw_detail')}
      back="/withdraw-order"
      load={getWithdrawal}
      extraRows={(o) => [
        [t('address'), <span key="ad" className={styles.mono}>{o.address}</span>],
        [t('fee'), <span key="f" dir="ltr">{formatMoney(o.fee, o.coin, { exact: true })}</span>],
        [t('net_amount'), <span key="n" dir="ltr" data-testid="withdraw-net">{formatMoney(o.netAmount, o.coin, { exact: true })}</span>],
      ]}
    />
  );
}
