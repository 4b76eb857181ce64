import { useTranslation } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { isWatched, useSessionStore, useWatchlistStore } from '@atrium/platform';
import { MarketIcon } from './icons';
import styles from './star-button.module.css';

/**
 * Adds a coin to the signed-in user's watchlist or takes it off. A visitor has no list: no star.
 * A refusal has been toasted by the client with the server's message; the star shows the list as
 * the store has it (a removal is put back when refused).
 */
export function StarButton({ symbol, name }: { symbol: string; name: string }) {
  const { t } = useTranslation('trading-market');
  const isSign = useSessionStore((s) => s.isSign);
  const watched = useWatchlistStore((s) => isWatched(s.items, symbol));
  // A refusal is toasted by the client, any other failure by the submit; the store keeps the list as the server has it.
  const toggling = useSubmit(
    async () => {
      const store = useWatchlistStore.getState();
      if (watched) await store.remove(symbol);
      else await store.add([symbol]);
      return watched;
    },
    { onDone: (wasWatched) => toast(wasWatched ? t('removed_from_watchlist', { name }) : t('added_to_watchlist', { name })) },
  );
  if (!isSign) return null;

  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={watched}
      aria-label={t('watch_coin', { name })}
      aria-busy={toggling.busy || undefined}
      data-testid={`watch-star-${symbol}`}
      onClick={toggling.submit}
    >
      <MarketIcon name="star" filled={watched} />
    </button>
  );
}
