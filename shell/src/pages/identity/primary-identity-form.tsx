import type { FormEvent } from 'react';
import { uploadKYC } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { Button, TextField, toast } from '@atrium/ui';
import { useForm } from '../../account/use-form';
import { useSubmit } from '../../account/use-submit';
import accountStyles from '../../account/account.module.css';
import { cleanName, NAME_MAX, primaryIdentityErrors, type PrimaryIdentity } from './validate-identity';

const EMPTY: PrimaryIdentity = { realName: '', idNumber: '' };

/** The real name and ID number, checked inline, sent for review (uploadKYC level 1). */
export function PrimaryIdentityForm({ initial = EMPTY, onSubmitted }: { initial?: PrimaryIdentity; onSubmitted(): Promise<void> }) {
  const { t } = useTranslation('account');
  const form = useForm(initial, primaryIdentityErrors, (key) => t(key, { min: 2, count: NAME_MAX }));
  const [busy, submit] = useSubmit(async () => {
    if (!form.check()) return;
    await uploadKYC({ level: 1, realName: cleanName(form.values.realName), idNumber: form.values.idNumber.trim() });
    toast(t('kyc_submitted'));
    await onSubmitted();
  });

  return (
    <form
      className={accountStyles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label={t('kyc_real_name')} placeholder={t('kyc_real_name_placeholder')} autoComplete="name" maxLength={80} {...form.field('realName')} />
      <TextField
        label={t('kyc_id_number')}
        placeholder={t('kyc_id_number_placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        dir="ltr"
        {...form.field('idNumber')}
      />
      <Button type="submit" block loading={busy}>
        {t('kyc_submit')}
      </Button>
    </form>
  );
}
