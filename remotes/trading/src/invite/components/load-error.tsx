import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState } from '@atrium/ui';

/**
 * A call that failed: the client has already toasted the reason (spec §8); the screen still says
 * what went wrong and offers a retry instead of staying blank.
 */
export function LoadError({ retry }: { retry(): void }) {
  const { t } = useTranslation('trading-invite');
  const { t: common } = useTranslation('common');
  return (
    <div role="alert">
      <EmptyState
        title={t('load_error')}
        description={t('load_error_hint')}
        action={
          <Button variant="secondary" onClick={retry}>
            {common('retry')}
          </Button>
        }
      />
    </div>
  );
}
