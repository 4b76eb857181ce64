import type { ReactNode } from 'react';
import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import type BigNumber from 'bignumber.js';
import { formatPercent, SafeHtml, Section, NumberText, useTextLang } from '@atrium/ui';
import { AnnualRate, DailyRate } from './percent';
import { TermText } from './term-text';
import { useVipName } from '../hooks/use-vip-name';
import { hasMax, quotaLeft } from '../logic/amount-rules';
import { penaltyPercent } from '../logic/penalty';
import styles from './finance.module.css';
import { layout } from '@atrium/kit';
import type { TFunction } from 'i18next';

/** Everything a product's detail screen states about it, then its description (server HTML, sanitised). */
export function ProductFacts({ product }: { product: FinanceProduct }) {
  const { t } = useTranslation('defi-finance-finance');
  const vipName = useVipName();
  const textLang = useTextLang()(product.lang);
  const coin = product.coin.toUpperCase();
  // A product's detail: its limits said exactly, as the refusals name them.
  const amount = (value: BigNumber.Value) => <NumberText value={value} unit={product.coin} exact />;
  const rows: [string, ReactNode][] = [
    [t('coin'), coin],
    [t('daily_rate'), <DailyRate key="d" rate={product.dailyRate} />],
    [t('annual_rate_simple'), <AnnualRate key="a" rate={product.dailyRate} />],
    [t('term'), <TermText key="t" days={product.days} />],
    [t('min_amount'), amount(product.minAmount)],
    [t('max_amount'), hasMax(product) ? amount(product.maxAmount) : t('no_limit')],
    [t('quota'), amount(product.quota)],
    [t('quota_left'), amount(quotaLeft(product))],
    [t('required_level'), product.vipLevel > 0 ? vipName(product.vipLevel) : t('everyone')],
    [t('early_redeem'), earlyRedeemText(product, t)],
  ];
  return (
    <>
      <Section as="section" data-testid="product-facts">
        <h2 className={styles.name} {...textLang}>
          {product.name}
        </h2>
        <dl className={layout.cardList}>
          {rows.map(([label, value]) => (
            <div key={label} className={layout.row}>
              <dt className={layout.label}>{label}</dt>
              <dd className={styles.strong}>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {product.description.trim() && (
        <Section as="section" aria-label={t('description')} data-testid="product-description">
          <div {...textLang}>
            <SafeHtml html={product.description} />
          </div>
        </Section>
      )}
    </>
  );
}

/** Redemption terms in words: any time (flexible), not before the end, or early with a share of the income lost. */
export function earlyRedeemText(product: FinanceProduct, t: TFunction<'defi-finance-finance'>): string {
  if (product.days > 0 && !product.earlyRedeem) return t('redeem_at_end');
  const percent = penaltyPercent(product.earlyPenalty);
  // A flexible product, or a term one whose early redemption costs nothing.
  if (product.days === 0 || !percent.isGreaterThan(0)) return t('redeem_any_time');
  return t('redeem_early_penalty', { percent: formatPercent(percent) });
}
