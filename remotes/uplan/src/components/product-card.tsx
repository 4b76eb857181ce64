import { Link } from '@atrium/platform';
import { layout } from '@atrium/kit';
import type { UplanProduct } from '@atrium/api';
import { PlanFigures } from './plan-figures';
import { PlanHead } from './plan-head';

/** A product of the "pledge in progress" tab; a tap opens it to sign for (type 1). */
export function ProductCard({ product }: { product: UplanProduct }) {
  return (
    <li>
      <Link to={`/uplanDetails?id=${product.id}&type=1`} className={layout.card} data-testid={`uplan-product-${product.id}`}>
        <PlanHead icon={product.icon} title={product.title} lang={product.lang} />
        <PlanFigures projectAmount={product.projectAmount} limitMin={product.limitMin} days={product.days} dayRate={product.dayRate} />
      </Link>
    </li>
  );
}
