import { getRecharge } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { OrderDetail } from '../components/order-detail';
import { ProofImage } from '../components/proof-image';

/** /recharge-detail?id: one deposit, with the proof the user sent. */
export default function RechargeDetailPage() {
  const { t } = useTranslation('funds');
  return (
    <OrderDetail title={t('title_recharge_detail')} back="/recharge-order" load={getRecharge}>
      {(order) => order.proofUrl && <ProofImage url={order.proofUrl} alt={t('proof')} />}
    </OrderDetail>
  );
}
