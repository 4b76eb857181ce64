import { useRef, useState } from 'react';
import { deleteBankCard, listBankCards, type BankCard } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, Dialog, EmptyState, Page, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { LinkButton } from '@atrium/ui/controls';
import { AsyncView } from '../components/async-view';
import { Link } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { useDetour } from '@atrium/platform/detour';
import { maskCardNumber } from '../logic/card-number';
import styles from '../components/funds-page.module.css';

/** /bank-list: the user's cards (numbers masked), edit, delete after a confirmation, add. */
export default function BankListPage() {
  const { t } = useTranslation('funds');
  const [version, setVersion] = useState(0);
  const cards = useAsync(listBankCards, [version]);
  // Adding a card is a detour that comes back here.
  const detour = useDetour();
  const [removing, setRemoving] = useState<BankCard | null>(null);
  /** The card the dialog's Delete was for. */
  const target = useRef<BankCard | null>(null);
  const remove = useSubmit(() => deleteBankCard(target.current!.id), {
    onDone: () => {
      toast(t('card_deleted'));
      setVersion((n) => n + 1);
    },
  });

  return (
    <Page title={t('title_bank_list')}>
      <AsyncView result={cards}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('no_cards')} />
          ) : (
            <ul className={styles.list}>
              {list.map((card) => (
                <li key={card.id} className={styles.item} data-testid="bank-card">
                  <Link className={styles.itemMain} to={`/edit-bank?id=${card.id}`} aria-label={t('edit_card', { bank: card.bankName })}>
                    <span className={styles.strong}>{card.bankName}</span>
                    <span className={styles.muted}>
                      {card.holderName} · <span dir="ltr">{maskCardNumber(card.cardNumber)}</span>
                    </span>
                  </Link>
                  <Button variant="text" onClick={() => setRemoving(card)}>
                    {t('delete')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </AsyncView>
      <div className={styles.actions}>
        <LinkButton {...detour.link('/bind-card')}>{t('add_card')}</LinkButton>
      </div>
      <Dialog
        open={removing !== null}
        title={t('delete_card_title')}
        confirmText={t('delete')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          target.current = removing;
          setRemoving(null);
          if (target.current) remove.submit();
        }}
      >
        {removing ? `${removing.bankName} ${maskCardNumber(removing.cardNumber)}` : null}
      </Dialog>
    </Page>
  );
}
