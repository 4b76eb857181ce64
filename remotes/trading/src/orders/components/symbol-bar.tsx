import { useState } from 'react';
import type { CoinEntry } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { displaySymbol } from '@atrium/platform';
import { Icon, NumberText, Section } from '@atrium/ui';
import { SymbolSheet } from './symbol-sheet';
import type { LivePrice } from '../hooks/use-last-price';
import styles from './orders.module.css';

export interface SymbolBarProps {
  coin: CoinEntry;
  coins: CoinEntry[];
  price: LivePrice;
  onChoose(symbol: string): void;
}

/** The traded symbol (a button that opens the switcher) and its live price and 24 h change, on a card. */
export function SymbolBar({ coin, coins, price, onChoose }: SymbolBarProps) {
  const { t } = useTranslation('trading-orders');
  const [open, setOpen] = useState(false);
  return (
    <Section>
      <div className={styles.symbolBar}>
      <button type="button" className={styles.symbolButton} aria-haspopup="dialog" aria-label={t('switch_symbol', { symbol: displaySymbol(coin) })} onClick={() => setOpen(true)}>
        <span dir="ltr">{displaySymbol(coin)}</span>
        <Icon name="chevron" />
      </button>
      <div className={styles.price}>
        <span className={styles.lastPrice} data-testid="last-price">
          <NumberText value={price.close} kind="price" />
        </span>
        <NumberText value={price.changePercent} kind="change" />
      </div>
      <SymbolSheet
        open={open}
        coins={coins}
        current={coin.symbol}
        onClose={() => setOpen(false)}
        onChoose={(symbol) => {
          setOpen(false);
          onChoose(symbol);
        }}
      />
      </div>
    </Section>
  );
}
