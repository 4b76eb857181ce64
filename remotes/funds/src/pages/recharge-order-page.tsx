import { listRecharges } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { usePagedList } from '@atrium/kit';
import { Page } from '@atrium/ui';
import { OrderList } from '../components/order-list';

/** /recharge-order: the user's deposits, newest first as the server sends them, a page at a time. */
export default function RechargeOrderPage() {
  const { t } = useTranslation('funds');
  const list = usePagedList((page, call) => listRecharges(page, undefined, call));
  return (
    <Page title={t('title_recharge_order')}>
      <OrderList list={list} detailPath="/recharge-detail" />
    </Page>
  );
}
