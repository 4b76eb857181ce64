import { getWithdrawal } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { EmptyState, NumberText } from '@atrium/ui';
import { AsyncView } from '../components/async-view';
import { DetailRows } from '../components/detail-rows';
import { FundsPage } from '../components/funds-page';
import { useQueryId } from '../components/query-id';
import { ReviewStatusText } from '../components/review-status';
import { useAsync } from '@atrium/platform';
import styles from '../components/funds-page.module.css';

/** /withdraw-detail?id: one withdrawal, with its fee and net amount. */
export default function WithdrawDetailPage() {
  const { t } = useTranslation('funds');
  const id = useQueryId();
  const format = useFormatDateTime();
  const order = useAsync(() => (id === null ? Promise.reject(new Error('bad id')) : getWithdrawal(id)), [id]);
  return (
    <FundsPage title={t('title_withdraw_detail')} back="/withdraw-order">
      {id === null ? (
        <EmptyState title={t('order_not_found')} />
      ) : (
        <AsyncView result={order}>
          {(o) => (
            <DetailRows
              rows={[
                [t('order_id'), String(o.id)],
                [t('coin'), o.coin.toUpperCase()],
                [t('chain'), o.chain],
                [t('address'), <span key="ad" className={styles.mono}>{o.address}</span>],
                [t('amount'), <NumberText key="a" value={o.amount} />],
                [t('fee'), <NumberText key="f" value={o.fee} />],
                [t('net_amount'), <NumberText key="n" value={o.netAmount} />],
                [t('status'), <ReviewStatusText key="s" status={o.status} />],
                [t('created_at'), format(o.createTime)],
                ...(o.reviewTime ? [[t('reviewed_at'), format(o.reviewTime)] as [string, string]] : []),
                ...(o.reason ? [[t('reason'), o.reason] as [string, string]] : []),
              ]}
            />
          )}
        </AsyncView>
      )}
    </FundsPage>
  );
}
