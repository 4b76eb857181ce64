import { useState } from 'react';
import { listNftItems, type NftSort } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { usePagedList } from '@atrium/kit';
import { TextField } from '@atrium/ui';
import { Checkbox, Select } from '@atrium/ui/controls';
import { SEARCH_LIMIT } from '../logic/nft-limits';
import { NFT_SORTS } from '../logic/sort';
import { ItemGrid } from './item-grid';
import styles from './nft.module.css';

const PAGE_SIZE = 12;

/**
 * The searchable, sortable item list of /nft (all collections) and /listDetail (one). The search
 * runs when submitted, so each keystroke does not ask the server; the text typed stays.
 * `firstRowInView`: the list starts on the first screen (see ItemGrid).
 */
export function ItemBrowser({ collectionId, firstRowInView = false }: { collectionId?: number; firstRowInView?: boolean }) {
  const { t } = useTranslation('nft');
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ search: '', sort: NFT_SORTS[0]! as NftSort, listedOnly: false });
  // A new filter asks for page 1 again (retry), which aborts the page the old filter was reading.
  const list = usePagedList((pageNum, call) =>
    listNftItems({ ...(collectionId === undefined ? {} : { collectionId }), ...query, pageNum, pageSize: PAGE_SIZE }, call),
  );
  const change = (next: Partial<typeof query>) => {
    setQuery((before) => ({ ...before, ...next }));
    list.retry();
  };
  return (
    <>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // The server takes 64 characters: a longer search is said under the field, not sent.
          if ([...text.trim()].length <= SEARCH_LIMIT) change({ search: text.trim() });
        }}
      >
        <TextField
          label={t('search')}
          placeholder={t('search_placeholder')}
          value={text}
          onChange={setText}
          name="search"
          type="search"
          enterKeyHint="search"
          limit={SEARCH_LIMIT}
        />
        <div className={styles.filterRow}>
          <Select
            className={styles.select}
            label={t('sort')}
            value={query.sort}
            onChange={(sort) => change({ sort: sort as NftSort })}
            options={NFT_SORTS.map((sort) => ({ value: sort, label: t(`sort_${sort}`) }))}
            data-testid="nft-sort"
          />
          <Checkbox className={styles.check} label={t('listed_only')} checked={query.listedOnly} onChange={(listedOnly) => change({ listedOnly })} />
        </div>
      </form>
      <ItemGrid list={list} firstRowInView={firstRowInView} />
    </>
  );
}
