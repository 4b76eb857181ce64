import { useTranslation } from '@atrium/i18n';
import { formatAmount } from '@atrium/ui';
import styles from './nft.module.css';

/** A listing price in USDT by the kit's amount rules ("12.5 USDT", "1,234.5 USDT"), or "Not for sale". */
export function NftPrice({ price }: { price: string | null }) {
  const { t } = useTranslation('nft');
  if (price === null) return <span className={styles.muted}>{t('not_for_sale')}</span>;
  return (
    <span className={styles.price} dir="ltr" data-testid="nft-price">
      {formatAmount(price)} USDT
    </span>
  );
}
