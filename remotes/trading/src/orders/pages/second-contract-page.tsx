import { useEffect, useState } from 'react';
import { listPeriods, selectSecondContractOrders, type SecondContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { displaySymbol } from '@atrium/platform';
import { useAsync, usePagedList } from '@atrium/kit';
import { EmptyState } from '@atrium/ui';
import { ConfigView } from '../components/config-view';
import { ListTabs } from '../components/list-tabs';
import { SymbolBar } from '../components/symbol-bar';
import { SymbolPage, type SymbolScreenProps } from '../components/symbol-page';
import { TradePanel } from '../components/trade-panel';
import { useAccountBalance } from '../hooks/use-account-balance';
import { useLastPrice } from '../hooks/use-last-price';
import { useLatch } from '../hooks/use-latch';
import { useNow } from '../hooks/use-now';
import { useReloadable } from '../hooks/use-reloadable';
import { useUserFrames } from '../hooks/use-user-frames';
import { removeById, upsertById } from '../logic/merge';
import { RecentPrices } from '../second/recent-prices';
import { RunningOrders } from '../second/running-orders';
import { SecondForm } from '../second/second-form';
import { SecondHistory } from '../second/second-history';
import { SettlementDialog } from '../second/settlement-dialog';

/** Running orders shown at once: far more than a user can place within the longest period. */
const RUNNING_PAGE = 100;
const HISTORY_PAGE = 20;
/** A running order this long past its settleTime without a SETTLEMENT frame (a dropped socket) is fetched again. */
const OVERDUE_MS = 5000;

/** /trade: the second contract, fixed-period up/down orders (spec §7 Orders, period + secondContractOrder). */
export default function SecondContractPage() {
  const { t: title } = useTranslation('trading');
  return <SymbolPage product="second" title={title('title_trade')} screen={SecondScreen} />;
}

function SecondScreen({ coin, coins, onChoose }: SymbolScreenProps) {
  const { t } = useTranslation('trading-orders');
  const price = useLastPrice(coin.symbol, coin);
  const balance = useAccountBalance('contract');
  const periods = useAsync((call) => listPeriods(coin.symbol, call), [coin.symbol]);
  const listsShown = useLatch(periods.status !== 'loading');
  const running = useReloadable((call) => selectSecondContractOrders({ status: 0, pageNum: 1, pageSize: RUNNING_PAGE }, call).then((page) => page.rows));
  const history = usePagedList((pageNum, call) => selectSecondContractOrders({ status: 1, pageNum, pageSize: HISTORY_PAGE }, call));
  const [settled, setSettled] = useState<SecondContractOrder | null>(null);
  const [tab, setTab] = useState<'running' | 'history'>('running');
  const runningRows = running.state.status === 'ready' ? running.state.data : [];
  const now = useNow(runningRows.length > 0);
  const overdue = runningRows.some((order) => now - order.settleTime > OVERDUE_MS);

  useEffect(() => {
    if (!overdue) return;
    running.reload();
    history.refresh();
    balance.refresh();
    // Once each time an order becomes overdue, not on every tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [overdue]);

  useUserFrames((frame) => {
    if (frame.type !== 'SETTLEMENT' || frame.data.product !== 'second') return;
    const order = frame.data.order;
    running.update((rows) => (order.status === 0 ? upsertById(rows, order) : removeById(rows, order.id)));
    if (order.status === 1) {
      setSettled(order);
      history.refresh();
    }
    balance.refresh();
  });

  return (
    <>
      <SymbolBar coin={coin} coins={coins} price={price} onChoose={onChoose} />
      <TradePanel
        form={
          <ConfigView result={periods}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title={t('no_periods')} />
              ) : (
                <SecondForm
                  key={coin.symbol}
                  symbol={coin.symbol}
                  symbolLabel={displaySymbol(coin)}
                  periods={list}
                  available={balance.available('usdt')}
                  onPlaced={(order) => {
                    running.update((rows) => upsertById(rows, order));
                    setTab('running');
                    balance.refresh();
                  }}
                />
              )
            }
          </ConfigView>
        }
        market={<RecentPrices symbol={coin.symbol} priceUnit={coin.baseCoin} lastPrice={price.close} />}
      />
      {/* Under the form once it has its height: nothing below it moves while the page loads. */}
      {listsShown && (
        <ListTabs
          value={tab}
          onChange={setTab}
          items={[
            { key: 'running', label: t('tab_running') },
            { key: 'history', label: t('tab_order_history') },
          ]}
        >
          {tab === 'running' ? <RunningOrders state={running.state} now={now} onRetry={running.retry} /> : <SecondHistory list={history} />}
        </ListTabs>
      )}
      <SettlementDialog order={settled} onClose={() => setSettled(null)} />
    </>
  );
}
