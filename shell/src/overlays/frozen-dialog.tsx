import { useTranslation } from '@atrium/i18n';
import { Dialog } from '@atrium/ui';
import { overlays, tenant, useSessionStore } from '@atrium/platform';
import { useCustomerServiceAvailable } from './use-customer-service-available';

/** Whether the frozen-account dialog is up: user info with status 1, where the tenant shows it. */
export function useFrozenDialogShown(): boolean {
  const frozen = useSessionStore((s) => s.isSign && s.userInfo?.status === 1);
  return frozen && tenant().flags.frozen.showDialog;
}

async function signOutToSignIn() {
  await useSessionStore.getState().signOut();
  window.location.assign('/sign-in');
}

/**
 * The frozen-account dialog (spec §4): user info with status 1 blocks the app. Confirm signs
 * out and goes to /sign-in (a full load), or, where the tenant says so, opens customer service;
 * then Sign out is offered beside it, so the dialog is never a trap: not when the service is
 * down, a widget closes, or no entry works (then Confirm signs out as everywhere else).
 */
export function FrozenDialog() {
  const { t } = useTranslation(['common', 'shell']);
  const shown = useFrozenDialogShown();
  const service = useCustomerServiceAvailable();
  const opensService = tenant().flags.frozen.opensService && service;
  if (!shown) return null;
  return (
    <Dialog
      open
      closeOnBackdrop={false}
      onConfirm={opensService ? () => overlays.openService() : signOutToSignIn}
      {...(opensService && { onCancel: signOutToSignIn, cancelText: t('shell:sign_out') })}
    >
      <p data-testid="frozen-dialog">{t('account_frozen')}</p>
    </Dialog>
  );
}
