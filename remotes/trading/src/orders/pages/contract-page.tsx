import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import { displaySymbol } from '@atrium/platform';
import { ConfigView } from '../components/config-view';
import { ListTabs } from '../components/list-tabs';
import { OrderBook } from '../components/order-book';
import { SymbolBar } from '../components/symbol-bar';
import { SymbolPage, type SymbolScreenProps } from '../components/symbol-page';
import { TradePanel } from '../components/trade-panel';
import { ContractForm } from '../contract/contract-form';
import { ContractOrdersList } from '../contract/contract-orders-list';
import { PositionHistoryList } from '../contract/position-history-list';
import { PositionsList } from '../contract/positions-list';
import { useContractLists } from '../contract/use-contract-lists';
import { useAccountBalance } from '../hooks/use-account-balance';
import { useLastPrice } from '../hooks/use-last-price';
import { useLatch } from '../hooks/use-latch';
import type { PickedPrice } from '../hooks/use-picked-price';
import { useTradeConfig } from '../hooks/use-trade-config';
import { useUserFrames } from '../hooks/use-user-frames';

/** /tradeU: the USDT-margined contract (spec §7 Orders, contract). */
export default function ContractPage() {
  const { t: title } = useTranslation('trading');
  return <SymbolPage product="contract" title={title('title_trade_u')} screen={ContractScreen} />;
}

type ListTab = 'positions' | 'orders' | 'history' | 'closed';

/** Levels a side of the book beside the contract form. */
const CONTRACT_BOOK_LEVELS = 12;

function ContractScreen({ coin, coins, onChoose }: SymbolScreenProps) {
  const { t } = useTranslation('trading-orders');
  const price = useLastPrice(coin.symbol, coin);
  const balance = useAccountBalance('contract');
  const config = useTradeConfig();
  const listsShown = useLatch(config.status !== 'loading');
  const lists = useContractLists();
  const [tab, setTab] = useState<ListTab>('positions');
  const [picked, setPicked] = useState<PickedPrice | null>(null);

  useUserFrames((frame) => {
    if (frame.type === 'SETTLEMENT' && frame.data.product === 'contract') {
      lists.onSettlement(frame.data.order);
      balance.refresh();
    } else if (frame.type === 'POSITION') {
      lists.onPosition(frame.data);
      balance.refresh();
    }
  });

  const contractConfig = config.status === 'ready' ? config.data.contract : null;
  return (
    <>
      <SymbolBar coin={coin} coins={coins} price={price} onChoose={onChoose} />
      <TradePanel
        form={
          <ConfigView result={config}>
            {(data) => (
              <ContractForm
                // A new symbol is a new order: nothing typed for another price carries over.
                key={coin.symbol}
                symbol={coin.symbol}
                symbolLabel={displaySymbol(coin)}
                baseCoin={coin.coin}
                lastPrice={price.close}
                config={data.contract}
                available={balance.available('usdt')}
                pickedPrice={picked}
                onPlaced={(order) => {
                  lists.applyOrder(order);
                  if (order.status === 1) lists.positions.reload();
                  balance.refresh();
                }}
              />
            )}
          </ConfigView>
        }
        market={
          <OrderBook
            symbol={coin.symbol}
            priceUnit={coin.baseCoin}
            amountUnit={coin.coin}
            lastPrice={price.close}
            onPick={(p) => setPicked({ price: p, at: Date.now() })}
            // The contract form (leverage, take-profit, stop-loss) is the tallest: more of the book beside it.
            levels={CONTRACT_BOOK_LEVELS}
          />
        }
      />
      {/* Under the form once it has its height: nothing below it moves while the page loads. */}
      {listsShown && (
        <ListTabs
          value={tab}
          onChange={setTab}
          items={[
            { key: 'positions', label: t('tab_positions') },
            { key: 'orders', label: t('tab_open_orders') },
            { key: 'history', label: t('tab_order_history') },
            { key: 'closed', label: t('tab_position_history') },
          ]}
        >
          {tab === 'positions' && (
            <PositionsList
              state={lists.positions.state}
              onRetry={lists.positions.retry}
              config={contractConfig}
              available={balance.available('usdt')}
              onChanged={(position) => {
                lists.applyPosition(position);
                balance.refresh();
              }}
              onReload={lists.positions.reload}
            />
          )}
          {tab === 'orders' && (
            <ContractOrdersList
              state={lists.openOrders.state}
              onRetry={lists.openOrders.retry}
              cancellable
              onChanged={(order) => {
                lists.applyOrder(order);
                balance.refresh();
              }}
            />
          )}
          {tab === 'history' && <ContractOrdersList state={lists.orderHistory.state} onRetry={lists.orderHistory.retry} cancellable={false} />}
          {tab === 'closed' && <PositionHistoryList state={lists.closedPositions.state} onRetry={lists.closedPositions.retry} />}
        </ListTabs>
      )}
    </>
  );
}
