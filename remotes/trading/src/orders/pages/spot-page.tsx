import { useState } from 'react';
import { listSpotOrders, type SpotOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { displaySymbol } from '@atrium/platform';
import { usePagedList } from '@atrium/kit';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { ConfigView } from '../components/config-view';
import { ListTabs } from '../components/list-tabs';
import { ListView } from '../components/list-view';
import { OrderBook } from '../components/order-book';
import { SymbolBar } from '../components/symbol-bar';
import { SymbolPage, type SymbolScreenProps } from '../components/symbol-page';
import { TradePanel } from '../components/trade-panel';
import { useAccountBalance } from '../hooks/use-account-balance';
import { useLastPrice } from '../hooks/use-last-price';
import { useLatch } from '../hooks/use-latch';
import type { PickedPrice } from '../hooks/use-picked-price';
import { useReloadable } from '../hooks/use-reloadable';
import { useTradeConfig } from '../hooks/use-trade-config';
import { useUserFrames } from '../hooks/use-user-frames';
import { quantityDecimals } from '../logic/decimal';
import { removeById, upsertById } from '../logic/merge';
import { SpotForm } from '../spot/spot-form';
import { SpotOrderRow } from '../spot/spot-order-row';
import styles from '../components/orders.module.css';

/** Open orders shown at once (a user's resting limit orders). */
const OPEN_PAGE = 100;
const HISTORY_PAGE = 20;

/** /tradeBB: spot (spec §7 Orders, currency). */
export default function SpotPage() {
  const { t: title } = useTranslation('trading');
  return <SymbolPage product="spot" title={title('title_trade_bb')} screen={SpotScreen} />;
}

function SpotScreen({ coin, coins, onChoose }: SymbolScreenProps) {
  const { t } = useTranslation('trading-orders');
  const price = useLastPrice(coin.symbol, coin);
  const balance = useAccountBalance('spot');
  const config = useTradeConfig();
  const listsShown = useLatch(config.status !== 'loading');
  const openOrders = useReloadable((call) => listSpotOrders({ status: 0, pageNum: 1, pageSize: OPEN_PAGE }, call).then((page) => page.rows));
  const history = usePagedList((pageNum, call) => listSpotOrders({ pageNum, pageSize: HISTORY_PAGE }, call));
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const [tab, setTab] = useState<'open' | 'history'>('open');

  const applyOrder = (order: SpotOrder) => {
    openOrders.update((rows) => (order.status === 0 ? upsertById(rows, order) : removeById(rows, order.id)));
    history.refresh();
    balance.refresh();
  };

  useUserFrames((frame) => {
    if (frame.type === 'SETTLEMENT' && frame.data.product === 'spot') applyOrder(frame.data.order);
  });

  return (
    <>
      <SymbolBar coin={coin} coins={coins} price={price} onChoose={onChoose} />
      <TradePanel
        form={
          <ConfigView result={config}>
            {(data) => (
              <SpotForm
                key={coin.symbol}
                symbol={coin.symbol}
                symbolLabel={displaySymbol(coin)}
                baseCoin={coin.coin}
                lastPrice={price.close}
                // The market quotes volumes with the symbol's amount decimals (logic/decimal.ts).
                quantityDecimals={quantityDecimals(price.detail?.volume24)}
                config={data.spot}
                usdt={balance.available('usdt')}
                base={balance.available(coin.coin)}
                pickedPrice={picked}
                onPlaced={applyOrder}
              />
            )}
          </ConfigView>
        }
        market={
          <OrderBook symbol={coin.symbol} priceUnit={coin.baseCoin} amountUnit={coin.coin} lastPrice={price.close} onPick={(p) => setPicked({ price: p, at: Date.now() })} />
        }
      />
      {/* Under the form once it has its height: nothing below it moves while the page loads. */}
      {listsShown && (
        <ListTabs
          value={tab}
          onChange={setTab}
          items={[
            { key: 'open', label: t('tab_open_orders') },
            { key: 'history', label: t('tab_order_history') },
          ]}
        >
          {tab === 'open' ? (
            <ListView status={openOrders.state.status} rows={openOrders.state.data} onRetry={openOrders.retry} empty={t('no_open_orders')}>
              {(rows) => (
                <ul className={styles.list}>
                  {rows.map((order) => (
                    <SpotOrderRow key={order.id} order={order} onChanged={applyOrder} />
                  ))}
                </ul>
              )}
            </ListView>
          ) : (
            <PagedListView list={history} empty={t('no_order_history')} skeletonLines={4}>
              {(rows) => (
                <ul className={styles.list}>
                  {rows.map((order) => (
                    <SpotOrderRow key={order.id} order={order} />
                  ))}
                </ul>
              )}
            </PagedListView>
          )}
        </ListTabs>
      )}
    </>
  );
}
