import { getWithdrawal } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { money } from '../components/money';
import { OrderDetail } from '../components/order-detail';
import styles from '../components/funds-page.module.css';

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
        [t('fee'), <span key="f" dir="ltr">{money(o.fee, o.coin, true)}</span>],
        [t('net_amount'), <span key="n" dir="ltr" data-testid="withdraw-net">{money(o.netAmount, o.coin, true)}</span>],
      ]}
    />
  );
}
