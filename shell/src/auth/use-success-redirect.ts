import { useNavigate } from 'react-router-dom';
import { toast } from '@atrium/ui';

/** Spec §4: sign-in, sign-up and reset move on 500 ms after their success message. */
export const REDIRECT_AFTER_MS = 500;

export interface SuccessRedirectOptions {
  /** Handed to the next screen in the route state (sign-up tells sign-in the account name). */
  state?: unknown;
  /** Runs once the route is replaced. */
  then?: () => void;
}

/**
 * Shows a success message, then replaces the route after 500 ms (and runs `then`). The promise
 * settles once the route is replaced: a submit awaiting it stays busy until the page goes, so
 * the form cannot be sent a second time meanwhile.
 */
export function useSuccessRedirect() {
  const navigate = useNavigate();
  return (message: string, to: string, { state, then }: SuccessRedirectOptions = {}) =>
    new Promise<void>((resolve) => {
      toast(message);
      setTimeout(() => {
        void navigate(to, { replace: true, state });
        then?.();
        resolve();
      }, REDIRECT_AFTER_MS);
    });
}
