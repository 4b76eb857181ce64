import { getBankCard, updateBankCard } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { EmptyState, Page, toast } from '@atrium/ui';
import { AsyncView } from '../components/async-view';
import { BankCardForm } from '../components/bank-card-form';
import { useNavigate, useSearchParams } from '@atrium/platform';
import { readQueryId, useAsync } from '@atrium/kit';

/** /edit-bank?id: change a bank card. */
export default function EditBankPage() {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const id = readQueryId(useSearchParams()[0]);
  const card = useAsync((call) => (id === null ? Promise.reject(new Error('bad id')) : getBankCard(id, call)), [id]);
  return (
    <Page title={t('title_edit_bank')} back="/bank-list">
      {id === null ? (
        <EmptyState title={t('card_not_found')} />
      ) : (
        <AsyncView result={card}>
          {(loaded) => (
            <BankCardForm
              initial={loaded}
              submitLabel={t('save')}
              save={(input) => updateBankCard({ ...input, id: loaded.id })}
              onSaved={() => {
                toast(t('card_saved'));
                navigate('/bank-list', { replace: true });
              }}
            />
          )}
        </AsyncView>
      )}
    </Page>
  );
}
