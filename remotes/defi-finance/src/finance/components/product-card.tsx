import type { ReactNode } from 'react';
import { Link } from '@atrium/platform';
import { layout, Row } from '@atrium/kit';
import BigNumber from 'bignumber.js';
import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { formatPercent, NumberText, useTextLang } from '@atrium/ui';
import { toDecimal } from '@atrium/ui/amount';
import { AnnualRate, DailyRate } from './percent';
import { TermText } from './term-text';
import { useLimitsText } from '../hooks/use-limits-text';
import { useVipName } from '../hooks/use-vip-name';
import { membersOnly } from '../logic/vip-gate';
import styles from './finance.module.css';

/** How much of the quota is sold, in percent (0–100, floored). */
function soldPercent(product: FinanceProduct): number {
  const quota = toDecimal(product.quota);
  const sold = toDecimal(product.sold) ?? new BigNumber(0);
  if (!quota || !quota.isGreaterThan(0)) return 0;
  return Math.min(100, sold.div(quota).times(100).integerValue(BigNumber.ROUND_DOWN).toNumber());
}

export interface ProductCardProps {
  product: FinanceProduct;
  /** Where a tap goes (the product's detail screen). */
  to: string;
  /** Extra lines under the figures (the members page's "you qualify"). */
  footer?: ReactNode;
}

/** One product, financial or pledge: name, rates, term, limits, how much is sold, and the level it needs. */
export function ProductCard({ product, to, footer }: ProductCardProps) {
  const { t } = useTranslation('defi-finance-finance');
  const limitsText = useLimitsText();
  const vipName = useVipName();
  const textLang = useTextLang();
  const coin = product.coin.toUpperCase();
  const percent = soldPercent(product);
  return (
    <li>
      <Link to={to} className={layout.card} data-testid={`product-${product.id}`}>
        <div className={styles.cardHead}>
          <h3 className={styles.name} {...textLang(product.lang)}>
            {product.name}
          </h3>
          {membersOnly(product) && <span className={styles.badge}>{t('members_badge', { level: vipName(product.vipLevel) })}</span>}
        </div>
        <Row label={t('daily_rate')}>
          <DailyRate rate={product.dailyRate} className={styles.rate} />
        </Row>
        <Row label={t('annual_rate_simple')}>
          <AnnualRate rate={product.dailyRate} />
        </Row>
        <Row label={t('term')}>
          <span>
            <TermText days={product.days} />
          </span>
        </Row>
        <Row label={t('limits')}>
          <span dir="ltr" data-testid="product-limits">
            {limitsText(product)}
          </span>
        </Row>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('sold_progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
        </div>
        <Row label={t('sold_of_quota', { percent: formatPercent(percent) })}>
          <span dir="ltr" className={layout.label}>
            <NumberText value={product.sold} kind="abbreviate" /> / <NumberText value={product.quota} kind="abbreviate" /> {coin}
          </span>
        </Row>
        {footer}
      </Link>
    </li>
  );
}
