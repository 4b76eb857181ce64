import { listRecharges } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { NumberText } from '@atrium/ui';
import { FundsPage } from '../components/funds-page';
import { OrderList } from '../components/order-list';
import { usePagedList } from '../components/use-paged-list';

/** /recharge-order: the user's deposits, newest first as the server sends them, a page at a time. */
export default function RechargeOrderPage() {
  const { t } = useTranslation('funds');
  const list = usePagedList((page) => listRecharges(page));
  return (
    <FundsPage title={t('title_recharge_order')}>
      <OrderList list={list} detailPath="/recharge-detail" renderAmount={(row) => <NumberText value={row.amount} />} />
    </FundsPage>
  );
}
