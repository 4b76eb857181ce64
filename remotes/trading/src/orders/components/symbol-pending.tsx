import { useTranslation } from '@atrium/i18n';
import { EmptyState, Skeleton } from '@atrium/ui';
import styles from './orders.module.css';

/** Before a screen knows its symbol: the coin list is loading, or the product lists no coin. */
export function SymbolPending({ loaded }: { loaded: boolean }) {
  const { t } = useTranslation('trading-orders');
  return <div className={styles.section}>{loaded ? <EmptyState title={t('no_symbols')} /> : <Skeleton lines={8} />}</div>;
}
