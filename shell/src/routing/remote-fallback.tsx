import { useEffect, useEffectEvent, useState } from 'react';
import { Button, EmptyState } from '@atrium/ui';
import { onBack } from '@atrium/kit';
import { useTranslation } from '@atrium/i18n';

/**
 * The in-place, translated fallback of a remote that cannot be shown (its route table or its code
 * could not be fetched), with a retry that really retries: on a tap, and by itself when the
 * browser is back online or the page visible.
 */
export function RemoteFallback({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  const retryWhenBack = useEffectEvent(() => void retry().catch(() => undefined));
  useEffect(() => onBack(retryWhenBack), []);
  return (
    <div role="alert" data-testid="remote-fallback">
      <EmptyState
        title={t('remote_unavailable_title')}
        description={t('remote_unavailable_body')}
        action={
          <Button loading={retrying} onClick={retry}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}
