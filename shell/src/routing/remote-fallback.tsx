import { useState } from 'react';
import { Button, EmptyState } from '@atrium/ui';
import { useTranslation } from 'react-i18next';

/** The in-place, translated fallback of a remote that cannot be shown, with a retry that really retries. */
export function RemoteFallback({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  return (
    <div role="alert" data-testid="remote-fallback">
      <EmptyState
        title={t('remote_unavailable_title')}
        description={t('remote_unavailable_body')}
        action={
          <Button
            loading={retrying}
            onClick={async () => {
              setRetrying(true);
              try {
                await onRetry();
              } finally {
                setRetrying(false);
              }
            }}
          >
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}
