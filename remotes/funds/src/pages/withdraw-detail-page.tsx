import { getWithdrawal } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { NumberText } from '@atrium/ui';
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
        [t('fee'), <NumberText key="f" value={o.fee} />],
        [t('net_amount'), <NumberText key="n" value={o.netAmount} />],
      ]}
    />
  );
}
