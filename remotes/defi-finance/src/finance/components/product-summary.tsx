import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Section, useTextLang } from '@atrium/ui';
import { DailyRate } from './percent';
import { TermText } from './term-text';
import { useLimitsText } from '../hooks/use-limits-text';
import styles from './finance.module.css';
import { Row } from '@atrium/kit';

/** The head of a buy screen: which product, its daily rate, term and limits. */
export function ProductCardSummary({ product }: { product: FinanceProduct }) {
  const { t } = useTranslation('defi-finance-finance');
  const limitsText = useLimitsText();
  const textLang = useTextLang();
  return (
    <Section as="section" data-testid="product-summary">
      <h2 className={styles.name} {...textLang(product.lang)}>
        {product.name}
      </h2>
      <Row label={t('daily_rate')}>
        <DailyRate rate={product.dailyRate} className={styles.rate} />
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
    </Section>
  );
}
