import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState } from '@atrium/ui';

/**
 * A failed load: the client has already toasted the reason (spec §8); the screen still says what
 * went wrong and offers a retry instead of staying blank.
 */
export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('trading-market');
  return (
    <div role="alert">
      <EmptyState
        title={t('load_error')}
        description={t('load_error_hint')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}
