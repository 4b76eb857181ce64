import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './send-code-button.module.css';
import { useCountdown } from './use-countdown';
import { Button } from '../button/button';
import { cx } from '../utils/class-names';
import '../i18n/register';

/** Spec §9: the resend countdown. */
export const RESEND_SECONDS = 60;

/** Props of {@link SendCodeButton}. */
export interface SendCodeButtonProps {
  /**
   * Sends the code. The caller validates its fields and shows its own messages; it resolves
   * true when a code went out, which starts the countdown. False, or a rejection, leaves the
   * button as it was so the user can try again.
   */
  onSend: () => Promise<boolean>;
  /** Length of the resend countdown in seconds (default 60, spec §9). */
  seconds?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * "Send code" for an e-mail or SMS verification code (spec §4): after a successful send it
 * becomes a "Resend in N s" countdown, then returns. Shows a spinner while sending.
 */
export function SendCodeButton({ onSend, seconds = RESEND_SECONDS, disabled = false, className }: SendCodeButtonProps) {
  const { t } = useTranslation('ui');
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown();
  const counting = remaining > 0;

  const send = async () => {
    setSending(true);
    let sent = false;
    try {
      sent = await onSend();
    } catch {
      // The caller (or the API client) has already told the user why.
    } finally {
      setSending(false);
    }
    if (sent) start(seconds);
  };

  return (
    <Button
      variant="text"
      className={cx(styles.button, className)}
      loading={sending}
      disabled={disabled || counting}
      data-counting={counting || undefined}
      onClick={() => void send()}
    >
      {counting ? t('resend_in', { count: remaining }) : t('send_code')}
    </Button>
  );
}
