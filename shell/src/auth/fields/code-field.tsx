import { useTranslation } from '@atrium/i18n';
import { SendCodeButton, TextField } from '@atrium/ui';
import { SIGN_UP_LIMITS } from '../rules/field-limits';

export interface CodeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Sends the code (see useSendCode); true starts the resend countdown. */
  onSend: () => Promise<boolean>;
  /** What is wrong with it, said under it. */
  error?: string;
}

/** A verification code sent by e-mail or SMS, with its send button inside the field. */
export function CodeField({ label, name, value, onChange, onSend, error }: CodeFieldProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      placeholder={t('common:please_code')}
      limit={SIGN_UP_LIMITS.emailCode}
      error={error}
      suffix={<SendCodeButton onSend={onSend} />}
    />
  );
}
