import { useTranslation } from '@atrium/i18n';
import { EmptyState } from '@atrium/ui';
import { overlays, tenant } from '@atrium/platform';
import { Button } from '@atrium/ui';

/**
 * Where a "Ip Prohibit" answer leads (spec §8). Public, so it can always be shown. Customer
 * service is offered for an appeal unless the tenant's `blockedIp.serviceLink` is off; then the
 * body, which points to customer service, goes with the button and the title stands alone.
 */
export default function BlockedIpPage() {
  const { t } = useTranslation('shell');
  if (!tenant().flags.blockedIp.serviceLink) return <EmptyState title={t('blocked_ip_title')} />;
  return (
    <EmptyState
      title={t('blocked_ip_title')}
      description={t('blocked_ip_body')}
      action={
        <Button variant="secondary" onClick={() => overlays.openService()}>
          {t('contact_service')}
        </Button>
      }
    />
  );
}
