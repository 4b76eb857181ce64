import { lazy, Suspense, useEffect, useState } from 'react';
import { BottomSheet, Dialog, LoadingOverlayHost, showLoadingOverlay } from '@atrium/ui';
import { useTranslation } from 'react-i18next';
import { attachOverlayHandler, serviceAction, useSessionStore, useSettingsStore, type OverlayRequest, type UsableServiceEntry } from '@atrium/platform';
import { runServiceTarget } from './run-service-target';
import { ServiceFrameSheet } from './service-frame-sheet';
import styles from './overlay-host.module.css';

type DialogRequest = Extract<OverlayRequest, { kind: 'dialog' }>;

const SignedInOverlays = lazy(() => import('./signed-in-overlays'));

/**
 * The overlays the shell owns on every screen (spec §2): the service picker, dialogs and the
 * loading overlay that the shell or remotes open through the overlay channel, and the frozen,
 * activity and announcement popups that open by themselves.
 */
export function OverlayHost() {
  const { t } = useTranslation('shell');
  const [picker, setPicker] = useState<UsableServiceEntry[] | null>(null);
  const [frame, setFrame] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const isSign = useSessionStore((s) => s.isSign);

  useEffect(() => {
    // The end of the loading overlay the channel asked for (the kit's one overlay, shared with blocking submits).
    let endLoading: (() => void) | undefined;
    const detach = attachOverlayHandler((request) => {
        switch (request.kind) {
          case 'service': {
            const action = serviceAction(useSettingsStore.getState().settings?.supportStaff ?? []);
            if (action.kind === 'run') runServiceTarget(action.target, setFrame);
            if (action.kind === 'picker') setPicker(action.entries);
            return;
          }
          case 'dialog':
            return setDialog(request);
          case 'loading':
            endLoading?.();
            endLoading = showLoadingOverlay(request.text);
            return;
          case 'loading-done':
            endLoading?.();
            endLoading = undefined;
            return;
        }
      });
    return () => {
      detach();
      endLoading?.();
    };
  }, []);

  return (
    <>
      <BottomSheet open={picker !== null} onClose={() => setPicker(null)} title={t('service_title')}>
        <ul className={styles.services}>
          {picker?.map(({ entry, target }, i) => (
            <li key={`${i}-${target.url}`}>
              {target.kind === 'frame' ? (
                <button
                  type="button"
                  className={styles.service}
                  onClick={() => {
                    setPicker(null);
                    setFrame(target.url);
                  }}
                >
                  <img src={entry.imgUrl} alt="" width={40} height={40} />
                  <span>{t('service_entry', { n: i + 1 })}</span>
                </button>
              ) : (
                <a
                  className={styles.service}
                  href={target.url}
                  {...(target.kind === 'deep-link' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <img src={entry.imgUrl} alt="" width={40} height={40} />
                  <span>{t('service_entry', { n: i + 1 })}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </BottomSheet>
      <ServiceFrameSheet url={frame} onClose={() => setFrame(null)} />
      <Dialog
        open={dialog !== null}
        title={dialog?.title}
        confirmText={dialog?.confirmText}
        onConfirm={() => {
          dialog?.onConfirm?.();
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
      >
        {dialog?.message}
      </Dialog>
      <LoadingOverlayHost />
      {isSign && (
        <Suspense fallback={null}>
          <SignedInOverlays />
        </Suspense>
      )}
    </>
  );
}
