import { useTranslation } from '@atrium/i18n';
import { BottomSheet } from '@atrium/ui';
import styles from './service-frame-sheet.module.css';

/**
 * A tenant's chat widget in a sheet. The frame may run scripts, post forms and open popups, but
 * is never given same-origin rights, so it cannot read this page, its storage or its token; the
 * static host's CSP lets only the tenant's configured widget origins into `frame-src`.
 */
export function ServiceFrameSheet({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <BottomSheet open={url !== null} onClose={onClose} title={t('service_title')}>
      {url !== null && (
        <iframe
          className={styles.frame}
          src={url}
          title={t('service_title')}
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
          data-testid="service-frame"
        />
      )}
    </BottomSheet>
  );
}
