import type { ReactNode } from 'react';
import { Link } from '@atrium/platform';
import BigNumber from 'bignumber.js';
import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { formatPercent, NumberText, useTextLang } from '@atrium/ui';
import { toDecimal } from '@atrium/ui/amount';
import { AnnualRate, DailyRate } from './percent';
import { TermText } from './term-text';
import { useLimitsText } from '../hooks/use-limits-text';
import { useVipName } from '../hooks/use-vip-name';
import { membersOnly } from '../logic/vip-gate';
import styles from './finance.module.css';
import screen from '../../shared/screen.module.css';

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
      <Link to={to} className={styles.card} data-testid={`product-${product.id}`}>
        <div className={styles.cardHead}>
          <h3 className={styles.name} {...textLang(product.lang)}>
            {product.name}
          </h3>
          {membersOnly(product) && <span className={styles.badge}>{t('members_badge', { level: vipName(product.vipLevel) })}</span>}
        </div>
        <div className={screen.row}>
          <span className={screen.muted}>{t('daily_rate')}</span>
          <DailyRate rate={product.dailyRate} className={styles.rate} />
        </div>
        <div className={screen.row}>
          <span className={screen.muted}>{t('annual_rate_simple')}</span>
          <AnnualRate rate={product.dailyRate} />
        </div>
        <div className={screen.row}>
          <span className={screen.muted}>{t('term')}</span>
          <span>
            <TermText days={product.days} />
          </span>
        </div>
        <div className={screen.row}>
          <span className={screen.muted}>{t('limits')}</span>
          <span dir="ltr" data-testid="product-limits">
            {limitsText(product)}
          </span>
        </div>
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
        <div className={screen.row}>
          <span className={screen.muted}>{t('sold_of_quota', { percent: formatPercent(percent) })}</span>
          <span dir="ltr" className={screen.muted}>
            <NumberText value={product.sold} kind="abbreviate" /> / <NumberText value={product.quota} kind="abbreviate" /> {coin}
          </span>
        </div>
        {footer}
      </Link>
    </li>
  );
}
