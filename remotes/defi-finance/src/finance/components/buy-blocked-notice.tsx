import type { FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Link } from '@atrium/platform';
import { Section } from '@atrium/ui';
import { useBuyBlockText } from '../hooks/use-buy-block-text';
import type { BuyBlock } from '../logic/vip-gate';
import styles from './finance.module.css';
import screen from '../../shared/screen.module.css';

/** Why a product cannot be bought now; for a level too low, where the VIP rules are (the content remote's /vip-rule). */
export function BuyBlockedNotice({ product, block }: { product: FinanceProduct; block: Exclude<BuyBlock, null> }) {
  const { t } = useTranslation('defi-finance-finance');
  const blockText = useBuyBlockText();
  return (
    <Section role="status" data-testid="buy-blocked">
      <p className={styles.warning}>{blockText(block, product.vipLevel)}</p>
      {block === 'vip' && (
        <Link to="/vip-rule" className={screen.link}>
          {t('vip_rules_link')}
        </Link>
      )}
    </Section>
  );
}
