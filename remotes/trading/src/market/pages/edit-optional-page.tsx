import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { CoinEntry, UserCoin } from '@atrium/api';
import { Button, ButtonLink, EmptyState, Icon, LoadError, Skeleton, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { displaySymbol, useWatchlistStore } from '@atrium/platform';
import { CoinLogo } from '../components/coin-logo';
import { MarketPage } from '../components/market-page';
import { MarketIcon } from '../components/icons';
import { useCoinLists } from '../hooks/use-coin-lists';
import { useWatchlist } from '../hooks/use-watchlist';
import { useLeave } from '../hooks/use-leave';
import { moveBy, moveToTop, sameOrder } from '../logic/reorder';
import frame from '../components/market-page.module.css';
import styles from '../components/watchlist-editor.module.css';
import checkbox from '../components/check-box.module.css';

/**
 * /editOptional: the watchlist as a draft: move coins up, down or to the top, check some and
 * delete them. Nothing reaches the server until "Save": the removals, then the new order.
 */
export default function EditOptionalPage() {
  const { t } = useTranslation('trading-market');
  const titles = useTranslation('trading').t;
  const coins = useCoinLists();
  const watchlist = useWatchlist();

  let body;
  if (watchlist.status === 'error') body = <LoadError onRetry={watchlist.retry} />;
  else if (coins.status === 'error') body = <LoadError onRetry={coins.retry} />;
  else if (watchlist.status !== 'ready' || coins.status !== 'ready') {
    body = (
      <div className={frame.skeleton}>
        <Skeleton lines={6} />
      </div>
    );
  } else if (watchlist.items.length === 0) {
    body = (
      <EmptyState
        title={t('watchlist_empty')}
        action={
          <ButtonLink className={frame.linkButton} to="/addOptional">
            {t('add')}
          </ButtonLink>
        }
      />
    );
  } else {
    // A new list from the server (another device, a save) starts a new draft.
    body = <Editor key={watchlist.items.map((i) => i.id).join()} items={watchlist.items} all={coins.all} />;
  }
  return <MarketPage title={titles('title_edit_optional')}>{body}</MarketPage>;
}

function Editor({ items, all }: { items: UserCoin[]; all: CoinEntry[] }) {
  const { t } = useTranslation('trading-market');
  const leave = useLeave();
  const [draft, setDraft] = useState(items);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const coinOf = new Map(all.map((c) => [c.symbol, c]));
  const everyChecked = draft.length > 0 && draft.every((item) => checked.has(item.id));
  // Order or membership: a removal changes the ids too.
  const changed = !sameOrder(
    draft.map((i) => i.id),
    items.map((i) => i.id),
  );

  const toggle = (id: number) =>
    setChecked((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const removeChecked = () => {
    setDraft((before) => before.filter((item) => !checked.has(item.id)));
    setChecked(new Set());
  };

  // The removals, then the new order; a refusal keeps the draft for another try (the client has shown why).
  const saving = useSubmit(
    async () => {
      const store = useWatchlistStore.getState();
      const kept = new Set(draft.map((i) => i.id));
      for (const item of items) if (!kept.has(item.id)) await store.remove(item.symbol);
      if (draft.length > 0) await store.reorder(draft.map((i) => i.id));
    },
    {
      onDone: () => {
        toast(t('watchlist_saved'));
        leave();
      },
    },
  );

  return (
    <>
      {draft.length === 0 ? (
        <EmptyState title={t('watchlist_will_be_empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('tab_favourites')} data-testid="edit-optional-list">
          {draft.map((item, index) => {
            const coin = coinOf.get(item.symbol);
            const name = coin ? displaySymbol(coin) : item.symbol;
            return (
              <li key={item.id} className={styles.item} data-testid={`edit-${item.symbol}`}>
                <label className={styles.check}>
                  <input type="checkbox" className={checkbox.box} checked={checked.has(item.id)} onChange={() => toggle(item.id)} />
                  {coin && <CoinLogo coin={coin} />}
                  <span className={styles.symbol}>{name}</span>
                </label>
                <button type="button" className={styles.move} aria-label={t('move_top', { name })} disabled={index === 0} onClick={() => setDraft(moveToTop(draft, index))}>
                  <MarketIcon name="top" />
                </button>
                <button type="button" className={styles.move} aria-label={t('move_up', { name })} disabled={index === 0} onClick={() => setDraft(moveBy(draft, index, -1))}>
                  <MarketIcon name="up" />
                </button>
                <button
                  type="button"
                  className={styles.move}
                  aria-label={t('move_down', { name })}
                  disabled={index === draft.length - 1}
                  onClick={() => setDraft(moveBy(draft, index, 1))}
                >
                  <MarketIcon name="down" />
                </button>
                <button
                  type="button"
                  className={styles.move}
                  aria-label={t('remove_coin', { name })}
                  onClick={() => setDraft(draft.filter((other) => other.id !== item.id))}
                >
                  <Icon name="close" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.bar}>
        <label className={styles.selectAll}>
          <input type="checkbox" className={checkbox.box} checked={everyChecked} disabled={draft.length === 0} onChange={() => setChecked(everyChecked ? new Set() : new Set(draft.map((i) => i.id)))} />
          {t('select_all')}
        </label>
        <Button variant="danger" onClick={removeChecked} disabled={checked.size === 0} data-testid="edit-optional-delete">
          {t('delete')}
        </Button>
        <Button onClick={saving.submit} disabled={!changed} loading={saving.busy} data-testid="edit-optional-save">
          {t('save')}
        </Button>
      </div>
    </>
  );
}
