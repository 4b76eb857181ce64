import { useState } from 'react';
import { listFinanceOrders, type FinanceOrder, type ProductKind } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useAsync, useSessionStore, useSearchParams } from '@atrium/platform';
import { EmptyState, Skeleton, Tabs } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { OrderRow } from './order-row';
import { RedeemDialog } from './redeem-dialog';
import screen from '../../shared/screen.module.css';

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
  const [redeeming, setRedeeming] = useState<FinanceOrder | null>(null);
  const refreshUserInfo = useSessionStore((s) => s.refreshUserInfo);
  const labels: Record<Tab, string> = { holding: t('tab_holding'), ended: t('tab_ended') };
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
            return (
              <ul className={screen.list} data-testid="order-list">
                {shown.map((order) => (
                  <OrderRow key={order.id} order={order} onRedeem={setRedeeming} />
                ))}
              </ul>
            );
          }}
        </AsyncView>
      </div>
      {redeeming && (
        <RedeemDialog
          order={redeeming}
          onClose={() => setRedeeming(null)}
          onRedeemed={() => {
            setRedeeming(null);
            setVersion((n) => n + 1);
            void refreshUserInfo().catch(() => undefined);
          }}
        />
      )}
    </>
  );
}
