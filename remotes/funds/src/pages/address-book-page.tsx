import { useRef, useState } from 'react';
import { deleteSavedAddress, getWithDrawCoinList, listSavedAddresses, saveCacheAddress, type SavedAddress, type WithdrawCoin } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, Dialog, EmptyState, Page, Section, TextField } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { ChoiceChips } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { useSearchParams } from '@atrium/platform';
import { SectionHeading, useAsync, useForm, type FieldErrors } from '@atrium/kit';
import { useReturnTo } from '@atrium/platform/detour';
import { ADDRESS_LIMIT, isValidAddress, LABEL_LIMIT } from '../logic/address-rules';
import styles from '../components/funds-page.module.css';

/**
 * /addAddress: the withdrawal address book: list, add (checked per chain), delete (confirmed).
 * `?coin&chain` preselect the new address's coin and network; opened as a detour from a
 * withdrawal (`?returnTo`), a saved address goes back there, filled in.
 */
export default function AddressBookPage() {
  const { t } = useTranslation('funds');
  const [params] = useSearchParams();
  const back = useReturnTo();
  const [version, setVersion] = useState(0);
  const data = useAsync((call) => Promise.all([getWithDrawCoinList(call), listSavedAddresses(call)]), [version]);
  const reload = () => setVersion((n) => n + 1);
  return (
    <Page title={t('title_address_book')} onBack={back.path ? () => back.finish() : undefined}>
      <AsyncView result={data}>
        {([coins, book]) => (
          <>
            <AddressList book={book} onChanged={reload} />
            {coins.length > 0 && (
              <AddAddressForm
                coins={coins}
                initialCoin={params.get('coin')}
                initialChain={params.get('chain')}
                onSaved={(address) => {
                  if (!back.finish({ address })) reload();
                }}
              />
            )}
          </>
        )}
      </AsyncView>
    </Page>
  );
}

function AddressList({ book, onChanged }: { book: SavedAddress[]; onChanged(): void }) {
  const { t } = useTranslation('funds');
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  /** The address the dialog's Delete was for. */
  const target = useRef<SavedAddress | null>(null);
  const remove = useSubmit(() => deleteSavedAddress(target.current!.id), { onDone: onChanged });
  if (book.length === 0) return <EmptyState title={t('no_addresses')} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('saved_addresses')}>
        {book.map((a) => (
          <li key={a.id} className={styles.item}>
            <span className={styles.itemMain}>
              <span className={styles.strong}>
                {a.label} · {a.coin.toUpperCase()} {a.chain}
              </span>
              <span className={`${styles.muted} ${styles.mono}`}>{a.address}</span>
            </span>
            <Button variant="text" onClick={() => setRemoving(a)} aria-label={t('delete_named', { name: a.label })}>
              {t('delete')}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={removing !== null}
        title={t('delete_address_title')}
        confirmText={t('delete')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          target.current = removing;
          setRemoving(null);
          if (target.current) remove.submit();
        }}
      >
        {removing?.address}
      </Dialog>
    </>
  );
}

interface NewAddress {
  label: string;
  address: string;
}

/** A new address needs a label and an address valid on its chain (the fields count the limits). */
function newAddressProblems(values: NewAddress, chain: string): FieldErrors<NewAddress, 'error_label_required' | 'error_address'> {
  return {
    ...(values.label.trim() === '' && { label: 'error_label_required' }),
    ...(!isValidAddress(chain, values.address) && { address: 'error_address' }),
  };
}

interface AddAddressFormProps {
  coins: WithdrawCoin[];
  /** The coin and network to start from (unknown ones are ignored). */
  initialCoin: string | null;
  initialChain: string | null;
  /** The address is saved (as the server keeps it). */
  onSaved(address: string): void;
}

function AddAddressForm({ coins, initialCoin, initialChain, onSaved }: AddAddressFormProps) {
  const { t } = useTranslation('funds');
  const [coinKey, setCoinKey] = useState(initialCoin ?? coins[0]!.coin);
  const coin = coins.find((c) => c.coin === coinKey) ?? coins[0]!;
  const [chainPick, setChain] = useState(initialChain ?? '');
  const chain = coin.chains.find((c) => c.chain === chainPick)?.chain ?? coin.chains[0]?.chain ?? '';
  const form = useForm(
    { label: '', address: '' },
    (values) => newAddressProblems(values, chain),
    (key) => t(key, { chain }),
    { label: LABEL_LIMIT, address: ADDRESS_LIMIT },
  );
  const { label, address } = form.values;

  const add = useSubmit(() => saveCacheAddress({ coin: coin.coin, chain, address: address.trim(), label: label.trim() }), {
    check: form.check,
    onDone: (saved) => {
      form.reset();
      // As the server keeps it (a checksummed form), so it matches its saved-address chip.
      onSaved(saved?.address ?? address.trim());
    },
  });

  return (
    <Section
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        add.submit();
      }}
      noValidate
      aria-label={t('add_address')}
    >
      <SectionHeading>{t('add_address')}</SectionHeading>
      <ChoiceChips aria-label={t('coin')} items={coins.map((c) => ({ value: c.coin, label: c.coin.toUpperCase() }))} value={coin.coin} onChange={setCoinKey} />
      <ChoiceChips aria-label={t('chain')} items={coin.chains.map((c) => ({ value: c.chain, label: c.chain }))} value={chain} onChange={setChain} />
      <TextField label={t('address_label')} {...form.field('label')} hint={t('address_label_hint')} />
      <TextField label={t('address')} {...form.field('address')} dir="ltr" spellCheck={false} autoComplete="off" />
      <Button type="submit" block loading={add.busy}>
        {t('save')}
      </Button>
    </Section>
  );
}
