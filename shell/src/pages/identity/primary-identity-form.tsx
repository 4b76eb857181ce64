import type { FormEvent } from 'react';
import { uploadKYC } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, TextField, toast } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { useForm } from '@atrium/kit';
import accountStyles from '../../account/account.module.css';
import { cleanName, ID_NUMBER_MAX, NAME_MAX, NAME_MIN, primaryIdentityErrors, type PrimaryIdentity } from './validate-identity';

const EMPTY: PrimaryIdentity = { realName: '', idNumber: '' };

/**
 * The real name and ID number, checked inline and counted up to the server's limits (50 and 30
 * characters), sent for review once however often it is tapped (uploadKYC level 1).
 */
export function PrimaryIdentityForm({ initial = EMPTY, onSubmitted }: { initial?: PrimaryIdentity; onSubmitted(): Promise<void> }) {
  const { t } = useTranslation('account');
  const form = useForm(initial, primaryIdentityErrors, (key) => t(key, { min: NAME_MIN, count: NAME_MAX }), { realName: NAME_MAX, idNumber: ID_NUMBER_MAX });
  const { busy, submit } = useSubmit(
    async () => {
      await uploadKYC({ level: 1, realName: cleanName(form.values.realName), idNumber: form.values.idNumber.trim() });
      toast(t('kyc_submitted'));
      await onSubmitted();
    },
    { check: form.check, blocking: true },
  );

  return (
    <form
      className={accountStyles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('kyc_real_name')}
        placeholder={t('kyc_real_name_placeholder')}
        autoComplete="name"
        hint={t('kyc_name_length', { min: NAME_MIN, count: NAME_MAX })}
        {...form.field('realName')}
      />
      <TextField
        label={t('kyc_id_number')}
        placeholder={t('kyc_id_number_placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('kyc_id_format')}
        dir="ltr"
        {...form.field('idNumber')}
      />
      <Button type="submit" block loading={busy}>
        {t('kyc_submit')}
      </Button>
    </form>
  );
}
