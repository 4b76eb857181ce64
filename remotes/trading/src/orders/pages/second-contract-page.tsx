import { useEffect, useState } from 'react';
import { listPeriods, selectSecondContractOrders, type CoinEntry, type SecondContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useAsync } from '@atrium/platform';
import { EmptyState, Tabs } from '@atrium/ui';
import { ConfigView } from '../components/config-view';
import { OrdersPage } from '../components/orders-page';
import { SymbolBar } from '../components/symbol-bar';
import { SymbolPending } from '../components/symbol-pending';
import { useAccountBalance } from '../hooks/use-account-balance';
import { useLastPrice } from '../hooks/use-last-price';
import { useNow } from '../hooks/use-now';
import { usePagedList } from '../hooks/use-paged-list';
import { useReloadable } from '../hooks/use-reloadable';
import { useTradingSymbol } from '../hooks/use-trading-symbol';
import { useUserFrames } from '../hooks/use-user-frames';
import { removeById, upsertById } from '../logic/merge';
import { RunningOrders } from '../second/running-orders';
import { SecondForm } from '../second/second-form';
import { SecondHistory } from '../second/second-history';
import { SettlementDialog } from '../second/settlement-dialog';
import styles from '../components/orders.module.css';

/** Running orders shown at once: far more than a user can place within the longest period. */
const RUNNING_PAGE = 100;
const HISTORY_PAGE = 20;
/** A running order this long past its settleTime without a SETTLEMENT frame (a dropped socket) is fetched again. */
const OVERDUE_MS = 5000;

/** /trade: the second contract, fixed-period up/down orders (spec §7 Orders, period + secondContractOrder). */
export default function SecondContractPage() {
  const { t: title } = useTranslation('trading');
  const trading = useTradingSymbol('second');
  return (
    <OrdersPage title={title('title_trade')}>
      {trading.coin ? <SecondScreen coin={trading.coin} coins={trading.coins} onChoose={trading.choose} /> : <SymbolPending loaded={trading.loaded} />}
    </OrdersPage>
  );
}

function SecondScreen({ coin, coins, onChoose }: { coin: CoinEntry; coins: CoinEntry[]; onChoose(symbol: string): void }) {
  const { t } = useTranslation('trading-orders');
  const price = useLastPrice(coin.symbol, coin);
  const balance = useAccountBalance('contract');
  const periods = useAsync(() => listPeriods(coin.symbol), [coin.symbol]);
  const running = useReloadable(() => selectSecondContractOrders({ status: 0, pageNum: 1, pageSize: RUNNING_PAGE }).then((page) => page.rows));
  const history = usePagedList((pageNum) => selectSecondContractOrders({ status: 1, pageNum, pageSize: HISTORY_PAGE }));
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
      <div className={styles.section}>
        <SymbolBar coin={coin} coins={coins} price={price} onChoose={onChoose} />
      </div>
      <ConfigView result={periods}>
        {(list) =>
          list.length === 0 ? (
            <div className={styles.section}>
              <EmptyState title={t('no_periods')} />
            </div>
          ) : (
            <SecondForm
              key={coin.symbol}
              symbol={coin.symbol}
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
      <div className={styles.section}>
        <Tabs
          aria-label={t('lists')}
          value={tab}
          onChange={(key) => setTab(key as 'running' | 'history')}
          items={[
            { key: 'running', label: t('tab_running') },
            { key: 'history', label: t('tab_order_history') },
          ]}
        />
        <div role="tabpanel">{tab === 'running' ? <RunningOrders state={running.state} now={now} onRetry={running.retry} /> : <SecondHistory list={history} />}</div>
      </div>
      <SettlementDialog order={settled} onClose={() => setSettled(null)} />
    </>
  );
}
