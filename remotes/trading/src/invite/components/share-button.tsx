import { useTranslation } from '@atrium/i18n';
import { Button, toast } from '@atrium/ui';

/**
 * The system share sheet (Web Share API), where the browser has one: most mobile browsers and
 * webviews. Elsewhere nothing is drawn; the copy buttons remain.
 */
export function ShareButton({ data }: { data: ShareData }) {
  const { t } = useTranslation('trading-invite');
  if (typeof navigator.share !== 'function') return null;
  const share = async () => {
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the share sheet rejects with AbortError: the user changed their mind.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast(t('share_error'));
    }
  };
  return (
    <Button variant="primary" onClick={() => void share()}>
      {t('share')}
    </Button>
  );
}
