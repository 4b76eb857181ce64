import { listWithdrawals } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { usePagedList } from '@atrium/kit';
import { Page } from '@atrium/ui';
import { OrderList } from '../components/order-list';

/** /withdraw-order: the user's withdrawals, a page at a time. */
export default function WithdrawOrderPage() {
  const { t } = useTranslation('funds');
  const list = usePagedList((page, call) => listWithdrawals(page, undefined, call));
  return (
    <Page title={t('title_withdraw_order')}>
      <OrderList list={list} detailPath="/withdraw-detail" />
    </Page>
  );
}
