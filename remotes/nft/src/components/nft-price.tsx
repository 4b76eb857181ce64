import { useTranslation } from 'react-i18next';
import { NumberText } from '@atrium/ui';
import styles from './nft.module.css';

/** A listing price in USDT, or "Not for sale". */
export function NftPrice({ price }: { price: string | null }) {
  const { t } = useTranslation('nft');
  if (price === null) return <span className={styles.muted}>{t('not_for_sale')}</span>;
  return (
    <span className={styles.price}>
      <NumberText value={price} /> USDT
    </span>
  );
}
