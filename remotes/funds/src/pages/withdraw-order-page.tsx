import { listWithdrawals } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { NumberText } from '@atrium/ui';
import { FundsPage } from '../components/funds-page';
import { OrderList } from '../components/order-list';
import { usePagedList } from '../components/use-paged-list';

/** /withdraw-order: the user's withdrawals, a page at a time. */
export default function WithdrawOrderPage() {
  const { t } = useTranslation('funds');
  const list = usePagedList((page) => listWithdrawals(page));
  return (
    <FundsPage title={t('title_withdraw_order')}>
      <OrderList list={list} detailPath="/withdraw-detail" renderAmount={(row) => <NumberText value={row.amount} />} />
    </FundsPage>
  );
}
