import { EmptyState } from '@atrium/ui';
import { useTranslation } from '@atrium/i18n';

/**
 * The in-place fallback of a remote the compatibility gate turned away: its release does not fit
 * this shell, and retrying will not change that, so there is no Retry (the tenant's next config
 * or release will).
 */
export function QuarantinedFallback() {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" data-testid="remote-quarantined">
      <EmptyState title={t('remote_updating_title')} description={t('remote_updating_body')} />
    </div>
  );
}
