import { useNavigate } from '@atrium/platform';
import { useReturnTo } from '@atrium/platform/detour';
import { saveBankCard } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Page, toast } from '@atrium/ui';
import { BankCardForm } from '../components/bank-card-form';

/** /bind-card: add a bank card, then back to the screen that sent the user (`?returnTo`), else to the list. */
export default function BindCardPage() {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const back = useReturnTo();
  return (
    <Page title={t('title_bind_card')} back="/bank-list" onBack={back.path ? () => back.finish() : undefined}>
      <BankCardForm
        submitLabel={t('save')}
        save={saveBankCard}
        onSaved={() => {
          toast(t('card_saved'));
          if (!back.finish()) navigate('/bank-list', { replace: true });
        }}
      />
    </Page>
  );
}
