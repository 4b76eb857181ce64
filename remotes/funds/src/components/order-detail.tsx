import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, useSearchParams } from '@atrium/platform';
import { readQueryId, useAsync } from '@atrium/kit';
import { EmptyState, Page, formatMoney } from '@atrium/ui';
import type { CallOptions, ReviewStatus } from '@atrium/api';
import { AsyncView } from './async-view';
import { DetailRows } from './detail-rows';
import { ReviewStatusText } from './review-status';

/** What every funds order has: deposits and withdrawals alike. */
interface Order {
  id: number;
  coin: string;
  chain: string;
  amount: string;
  status: ReviewStatus;
  reason: string | null;
  createTime: string;
  reviewTime: string | null;
}

type Row = [label: string, value: ReactNode];

interface OrderDetailProps<T extends Order> {
  title: string;
  back: string;
  /** Reads the order; `call` is the screen's cancel (aborted on unmount or a new id). */
  load: (id: number, call: CallOptions) => Promise<T>;
  /** Rows this kind of order adds after the amount. */
  extraRows?: (order: T) => Row[];
  /** Shown under the rows (a deposit's proof image). */
  children?: (order: T) => ReactNode;
}

/**
 * A deposit's or withdrawal's detail (?id): the order's rows (its amounts exact), its review state and times. A bad
 * or foreign id shows the error state (the server refuses another user's order).
 */
export function OrderDetail<T extends Order>({ title, back, load, extraRows, children }: OrderDetailProps<T>) {
  const { t } = useTranslation('funds');
  const id = readQueryId(useSearchParams()[0]);
  const format = useFormatDateTime();
  const order = useAsync((call) => (id === null ? Promise.reject(new Error('bad id')) : load(id, call)), [id]);
  return (
    <Page title={title} back={back}>
      {id === null ? (
        <EmptyState title={t('order_not_found')} />
      ) : (
        <AsyncView result={order}>
          {(o) => (
            <>
              <DetailRows
                rows={[
                  [t('order_id'), String(o.id)],
                  [t('coin'), o.coin.toUpperCase()],
                  [t('chain'), o.chain],
                  [t('amount'), <span key="a" dir="ltr" data-testid="order-amount">{formatMoney(o.amount, o.coin, { exact: true })}</span>],
                  ...(extraRows?.(o) ?? []),
                  [t('status'), <ReviewStatusText key="s" status={o.status} />],
                  [t('created_at'), format(o.createTime)],
                  ...(o.reviewTime ? [[t('reviewed_at'), format(o.reviewTime)] as Row] : []),
                  ...(o.reason ? [[t('reason'), o.reason] as Row] : []),
                ]}
              />
              {children?.(o)}
            </>
          )}
        </AsyncView>
      )}
    </Page>
  );
}
