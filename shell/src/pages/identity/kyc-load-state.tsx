import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState, Skeleton } from '@atrium/ui';
import type { KycLoad } from './use-kyc-info';

/** What shows until the review state is known: a skeleton, or a retry when it could not be read. */
export function KycLoadState({ load, onRetry }: { load: Exclude<KycLoad, { status: 'ready' }>; onRetry(): void }) {
  const { t } = useTranslation(['account', 'common']);
  if (load.status === 'loading') return <Skeleton lines={4} />;
  return (
    <EmptyState
      title={t('kyc_load_failed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      }
    />
  );
}
