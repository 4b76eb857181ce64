import { useTranslation } from 'react-i18next';
import { Dialog } from '@atrium/ui';
import { overlays, tenant, useSessionStore } from '@atrium/platform';

/** Whether the frozen-account dialog is up: user info with status 1, where the tenant shows it. */
export function useFrozenDialogShown(): boolean {
  const frozen = useSessionStore((s) => s.isSign && s.userInfo?.status === 1);
  return frozen && tenant().flags.frozen.showDialog;
}

/**
 * The frozen-account dialog (spec §4): user info with status 1 blocks the app. Confirm signs
 * out and goes to /sign-in (a full load), or, where the tenant says so, opens customer service.
 */
export function FrozenDialog() {
  const { t } = useTranslation('common');
  const shown = useFrozenDialogShown();
  const { opensService } = tenant().flags.frozen;
  if (!shown) return null;
  return (
    <Dialog
      open
      closeOnBackdrop={false}
      onConfirm={async () => {
        if (opensService) return overlays.openService();
        await useSessionStore.getState().signOut();
        window.location.assign('/sign-in');
      }}
    >
      <p data-testid="frozen-dialog">{t('account_frozen')}</p>
    </Dialog>
  );
}
