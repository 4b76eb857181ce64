import type { ReactNode } from 'react';
import { listFinanceProducts, type FinanceProduct, type ProductAudience, type ProductKind } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { CardList, useAsync } from '@atrium/kit';
import { EmptyState, Skeleton } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { ProductCard } from './product-card';

export interface ProductListProps {
  kind: ProductKind;
  audience?: ProductAudience;
  /** The detail screen of a product. */
  linkOf(product: FinanceProduct): string;
  /** Extra lines on a card (the members page's qualification). */
  footerOf?(product: FinanceProduct): ReactNode;
}

/** The products of a kind and audience as cards, with loading, error and empty states. */
export function ProductList({ kind, audience = 'all', linkOf, footerOf }: ProductListProps) {
  const { t } = useTranslation('defi-finance-finance');
  const products = useAsync((call) => listFinanceProducts(kind, audience, call), [kind, audience]);
  return (
    <AsyncView result={products} skeleton={<Skeleton lines={6} />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={t('no_products')} />
        ) : (
          <CardList data-testid="product-list">
            {list.map((product) => (
              <ProductCard key={product.id} product={product} to={linkOf(product)} footer={footerOf?.(product)} />
            ))}
          </CardList>
        )
      }
    </AsyncView>
  );
}
