import { useState } from 'react';
import { listSpotOrders, type SpotOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { displaySymbol, usePagedList } from '@atrium/platform';
import { Section } from '@atrium/ui';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { ConfigView } from '../components/config-view';
import { ListTabs } from '../components/list-tabs';
import { ListView } from '../components/list-view';
import { SymbolBar } from '../components/symbol-bar';
import { SymbolPage, type SymbolScreenProps } from '../components/symbol-page';
import { useAccountBalance } from '../hooks/use-account-balance';
import { useLastPrice } from '../hooks/use-last-price';
import { useReloadable } from '../hooks/use-reloadable';
import { useTradeConfig } from '../hooks/use-trade-config';
import { useUserFrames } from '../hooks/use-user-frames';
import { quantityDecimals } from '../logic/decimal';
import { removeById, upsertById } from '../logic/merge';
import { OrderBook } from '../spot/order-book';
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
  const openOrders = useReloadable((call) => listSpotOrders({ status: 0, pageNum: 1, pageSize: OPEN_PAGE }, call).then((page) => page.rows));
  const history = usePagedList((pageNum, call) => listSpotOrders({ pageNum, pageSize: HISTORY_PAGE }, call));
  const [picked, setPicked] = useState<{ price: string; at: number } | null>(null);
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
      <Section>
        <OrderBook symbol={coin.symbol} lastPrice={price.close} onPick={(p) => setPicked({ price: p, at: Date.now() })} />
      </Section>
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
    </>
  );
}
