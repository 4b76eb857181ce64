import { useRef, useState } from 'react';
import { ApiError } from '@atrium/api';
import { i18n } from '@atrium/i18n';
import { toast } from '@atrium/ui';

/**
 * Runs a form's submit once at a time and reports whether it is running. A refusal by the API
 * was already shown by the client (spec §8); anything else is shown as a system error. Nothing
 * is logged: submits carry passwords.
 */
export function useSubmit(action: () => Promise<void>): [busy: boolean, submit: () => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function submit() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ApiError)) toast(i18n.t('common:system_error'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return [busy, submit];
}
