import { useState } from 'react';
import { getFinanceProduct, listFinanceOrders, type FinanceOrder, type ProductKind } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSessionStore, useSearchParams } from '@atrium/platform';
import { CardList, useAsync } from '@atrium/kit';
import { EmptyState, Skeleton, Tabs } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { OrderRow } from './order-row';

const TABS = ['holding', 'ended'] as const;
type Tab = (typeof TABS)[number];

/**
 * The user's holdings of a kind in two tabs: holding (earning) and ended (redeemed or matured).
 * The tab is in the address (`?tab=ended`), so the back arrow returns to the same list.
 */
export function OrderList({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('defi-finance-finance');
  const [version, setVersion] = useState(0);
  const orders = useAsync((call) => listFinanceOrders(kind, call), [kind, version]);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'ended' ? 'ended' : 'holding';
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const labels: Record<Tab, string> = { holding: t('tab_holding'), ended: t('tab_ended') };
  const redeemed = () => {
    setVersion((n) => n + 1);
    // A background refresh of the header's figures: the redemption itself is done.
    void refreshUserInfo().catch(() => undefined);
  };
  return (
    <>
      <Tabs
        aria-label={t('orders')}
        items={TABS.map((key) => ({ key, label: labels[key] }))}
        value={tab}
        onChange={(key) => setParams(key === 'ended' ? { tab: key } : {}, { replace: true })}
      />
      <div role="tabpanel">
        <AsyncView result={orders} skeleton={<Skeleton lines={6} />}>
          {(list) => {
            const shown = list.filter((order) => (tab === 'holding' ? order.status === 0 : order.status !== 0));
            if (shown.length === 0) return <EmptyState title={tab === 'holding' ? t('no_holdings') : t('no_ended')} />;
            return <OrderRows orders={shown} onRedeemed={redeemed} />;
          }}
        </AsyncView>
      </div>
    </>
  );
}

/** Term holdings that may be redeemed: their products' penalty shares are needed before asking. */
const termRedeemable = (order: FinanceOrder) => order.canRedeem && order.days > 0;

function OrderRows({ orders, onRedeemed }: { orders: FinanceOrder[]; onRedeemed(): void }) {
  const shares = usePenaltyShares(orders.filter(termRedeemable).map((order) => order.productId));
  return (
    <CardList data-testid="order-list">
      {orders.map((order) => (
        <OrderRow
          key={order.id}
          order={order}
          penaltyShare={shares.status === 'loading' ? undefined : shares.status === 'ready' ? (shares.data.get(order.productId) ?? null) : null}
          onRedeemed={onRedeemed}
        />
      ))}
    </CardList>
  );
}

/**
 * The early-redemption share of each product (asked once per product): a holding does not carry
 * it, and the redeem confirmation must state the penalty. A product that cannot be read maps to
 * null, and its confirmation says the penalty is unknown.
 */
function usePenaltyShares(productIds: number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const key = ids.join(',');
  return useAsync(
    async (call) => {
      const read = (id: number) => getFinanceProduct(id, call).then(
        (product) => [id, product.earlyPenalty] as const,
        () => [id, null] as const,
      );
      return new Map<number, string | null>(await Promise.all(ids.map(read)));
    },
    [key],
  );
}
