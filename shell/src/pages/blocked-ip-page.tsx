import { useTranslation } from '@atrium/i18n';
import { EmptyState } from '@atrium/ui';
import { overlays } from '@atrium/platform';
import { Button } from '@atrium/ui';

/** Where a "Ip Prohibit" answer leads (spec §8). Public, so it can always be shown. */
export default function BlockedIpPage() {
  const { t } = useTranslation('shell');
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
