import type { CoinEntry } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { displaySymbol, useMarketDetail } from '@atrium/platform';
import { BottomSheet, NumberText } from '@atrium/ui';
import styles from './orders.module.css';

export interface SymbolSheetProps {
  open: boolean;
  coins: CoinEntry[];
  current: string;
  onClose(): void;
  onChoose(symbol: string): void;
}

/** The product's coins with their live prices; the list subscribes only while it is open. */
export function SymbolSheet({ open, coins, current, onClose, onChoose }: SymbolSheetProps) {
  const { t } = useTranslation('trading-orders');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('choose_symbol')}>
      <div role="list">
        {coins.map((coin) => (
          <CoinChoice key={coin.symbol} coin={coin} current={coin.symbol === current} onChoose={onChoose} />
        ))}
      </div>
    </BottomSheet>
  );
}

function CoinChoice({ coin, current, onChoose }: { coin: CoinEntry; current: boolean; onChoose(symbol: string): void }) {
  const detail = useMarketDetail(coin.symbol);
  return (
    <div role="listitem">
      <button type="button" className={styles.coinRow} aria-current={current || undefined} onClick={() => onChoose(coin.symbol)}>
        <span dir="ltr">{displaySymbol(coin)}</span>
        <span className={styles.price}>
          <NumberText value={detail?.close ?? coin.amount} kind="price" />
          <NumberText value={detail?.priceChangePercent} kind="change" />
        </span>
      </button>
    </div>
  );
}
