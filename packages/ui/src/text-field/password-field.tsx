import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './text-field.module.css';
import { TextField, type TextFieldProps } from './text-field';
import { Icon } from '../icon/icon';
import '../i18n/register';

/** Props of {@link PasswordField}: those of {@link TextField} except `type`; the suffix is the toggle. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/** A password input with a show/hide toggle. `autoComplete` defaults to `"current-password"`. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t('hide_password') : t('show_password')}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye' : 'eye-off'} />
        </button>
      }
    />
  );
}
