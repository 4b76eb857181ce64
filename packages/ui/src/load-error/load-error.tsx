import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import '../i18n/register';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** Runs the failed call again. */
  onRetry(): void;
  /** Default: the translated "This could not be loaded" (a screen may say "this page"). */
  title?: ReactNode;
  className?: string;
}

/**
 * What a screen or list shows when its data could not be loaded. The API client has already
 * toasted the reason (spec §8); the screen still says what went wrong and offers a retry
 * instead of staying blank or spinning forever. Announced as an alert.
 */
export function LoadError({ onRetry, title, className }: LoadErrorProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className={className}>
      <EmptyState
        title={title ?? t('load_error')}
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
