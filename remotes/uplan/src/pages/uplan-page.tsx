import { listUplanOrders, listUplanProducts } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSearchParams } from '@atrium/platform';
import { CardList, useAsync } from '@atrium/kit';
import { EmptyState, Page, Skeleton, Tabs } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { OrderCard } from '../components/order-card';
import { ProductCard } from '../components/product-card';

const TABS = ['products', 'signed', 'overdue'] as const;
type Tab = (typeof TABS)[number];

/** The tab lives in the URL (?tab=), so back from an order's details returns to it. */
const readTab = (raw: string | null): Tab => (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'products';

/** /uplan: the products to sign for, the signed orders (orderStatus 1) and the overdue ones (2). */
export default function UplanPage() {
  const { t } = useTranslation('uplan');
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  return (
    <Page title={t('title_uplan')}>
      <Tabs
        aria-label={t('title_uplan')}
        items={[
          { key: 'products', label: t('tab_products') },
          { key: 'signed', label: t('tab_signed') },
          { key: 'overdue', label: t('tab_overdue') },
        ]}
        value={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      />
      {tab === 'products' ? <Products /> : <Orders status={tab === 'signed' ? 1 : 2} />}
    </Page>
  );
}

function Products() {
  const { t } = useTranslation('uplan');
  const result = useAsync(async (call) => (await listUplanProducts(call)).rows);
  return (
    <AsyncView result={result} skeleton={<Skeleton lines={8} />}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState title={t('empty_products')} />
        ) : (
          <CardList data-testid="uplan-products">
            {rows.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </CardList>
        )
      }
    </AsyncView>
  );
}

function Orders({ status }: { status: 1 | 2 }) {
  const { t } = useTranslation('uplan');
  const result = useAsync(async (call) => (await listUplanOrders(status, call)).rows, [status]);
  return (
    <AsyncView result={result} skeleton={<Skeleton lines={8} />}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState title={t('empty_orders')} />
        ) : (
          <CardList data-testid="uplan-orders">
            {rows.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </CardList>
        )
      }
    </AsyncView>
  );
}
