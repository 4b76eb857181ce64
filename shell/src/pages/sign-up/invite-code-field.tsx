import { useTranslation } from '@atrium/i18n';
import { TextField } from '@atrium/ui';
import { SIGN_UP_LIMITS } from '../../auth/rules/field-limits';

export interface InviteCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The tenant requires it for the current method (spec §5); otherwise it says "optional". */
  required: boolean;
  /** What is wrong with it, said under it. */
  error?: string;
}

/** The invite code of a sign-up, prefilled from an invite link. */
export function InviteCodeField({ value, onChange, required, error }: InviteCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('invite_code')}
      name="inviteCode"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={value}
      onChange={onChange}
      placeholder={required ? t('plug_shareCode') : t('optional')}
      aria-required={required || undefined}
      limit={SIGN_UP_LIMITS.inviteCode}
      error={error}
    />
  );
}
