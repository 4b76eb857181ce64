import type { ComponentType } from 'react';
import type { CoinEntry } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { EmptyState, Page, Section, Skeleton } from '@atrium/ui';
import { useTradingSymbol, type Product } from '../hooks/use-trading-symbol';
import { FormSkeleton, TradePanel } from './trade-panel';

/** What a trading screen is given: its symbol, the product's other symbols, and the switch. */
export interface SymbolScreenProps {
  coin: CoinEntry;
  coins: CoinEntry[];
  onChoose(symbol: string): void;
}

export interface SymbolPageProps {
  product: Product;
  title: string;
  /** The screen for one symbol (mounted once the symbol is known). */
  screen: ComponentType<SymbolScreenProps>;
}

/**
 * The frame of the /tradeU, /trade and /tradeBB screens: the header over the screen of the symbol
 * in the address (or the product's first coin); before that, a skeleton of the screen while the coin
 * list loads, or "no symbols" when the product lists none.
 */
export function SymbolPage({ product, title, screen: Screen }: SymbolPageProps) {
  const { t } = useTranslation('trading-orders');
  const trading = useTradingSymbol(product);
  return (
    <Page title={title}>
      {trading.coin ? (
        <Screen coin={trading.coin} coins={trading.coins} onChoose={trading.choose} />
      ) : trading.loaded ? (
        <Section>
          <EmptyState title={t('no_symbols')} />
        </Section>
      ) : (
        <>
          <Section>
            <Skeleton height="var(--control-height)" />
          </Section>
          <TradePanel form={<FormSkeleton />} market={<Skeleton lines={12} />} />
        </>
      )}
    </Page>
  );
}
