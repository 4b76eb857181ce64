import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog, LoadingOverlayHost, showLoadingOverlay } from '@atrium/ui';
import { attachOverlayHandler, serviceAction, useSessionStore, useSettingsStore, type OverlayRequest } from '@atrium/platform';
import { runServiceTarget } from './run-service-target';
import type { ServiceOpening } from './service-overlays';

type DialogRequest = Extract<OverlayRequest, { kind: 'dialog' }>;

const SignedInOverlays = lazy(() => import('./signed-in-overlays'));
const ServiceOverlays = lazy(() => import('./service-overlays'));

/**
 * The overlays the shell owns on every screen (spec §2): customer service (its picker and
 * framed widget), dialogs and the loading overlay that the shell or remotes open through the
 * overlay channel, and the frozen, activity and announcement popups that open by themselves.
 */
export function OverlayHost() {
  // What the last tap on customer service opened on the page, numbered so each tap opens anew.
  const [service, setService] = useState<{ tap: number; opening: ServiceOpening } | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const isSign = useSessionStore((s) => s.isSign);

  useEffect(() => {
    // The end of the loading overlay the channel asked for (the kit's one overlay, shared with blocking submits).
    let endLoading: (() => void) | undefined;
    const detach = attachOverlayHandler((request) => {
      switch (request.kind) {
        case 'service': {
          const action = serviceAction(useSettingsStore.getState().settings?.supportStaff ?? []);
          const open = (opening: ServiceOpening) => setService((last) => ({ tap: (last?.tap ?? 0) + 1, opening }));
          if (action.kind === 'picker') open({ kind: 'picker', entries: action.entries });
          if (action.kind === 'run') runServiceTarget(action.target, (url) => open({ kind: 'frame', url }));
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
      {service && (
        <Suspense fallback={null}>
          <ServiceOverlays key={service.tap} opening={service.opening} />
        </Suspense>
      )}
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
