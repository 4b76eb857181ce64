import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState } from '@atrium/ui';
import { overlays, tenant } from '@atrium/platform';
import { useCustomerServiceAvailable } from '../overlays/use-customer-service-available';

/**
 * Where a "Ip Prohibit" answer leads (spec §8). Public, so it can always be shown. Customer
 * service is offered for an appeal unless the tenant's `blockedIp.serviceLink` is off or no
 * service entry works.
 */
export default function BlockedIpPage() {
  const { t } = useTranslation('shell');
  const service = useCustomerServiceAvailable();
  const appeal = tenant().flags.blockedIp.serviceLink && service;
  return (
    <EmptyState
      title={t('blocked_ip_title')}
      description={
        <>
          <span>{t('blocked_ip_body')}</span> {appeal && <span>{t('blocked_ip_appeal')}</span>}
        </>
      }
      action={
        appeal && (
          <Button variant="secondary" onClick={() => overlays.openService()}>
            {t('contact_service')}
          </Button>
        )
      }
    />
  );
}
