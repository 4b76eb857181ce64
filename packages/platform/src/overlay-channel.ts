/**
 * The small channel through which remotes ask the shell for overlays it owns (rule 7):
 * remotes never import the shell, they post a request here and the shell renders it.
 */
export type OverlayRequest =
  | { kind: 'service' }
  | { kind: 'dialog'; title?: string; message: string; confirmText?: string; onConfirm?: () => void }
  | { kind: 'loading'; text?: string }
  | { kind: 'loading-done' };

type Handler = (request: OverlayRequest) => void;
let handler: Handler | null = null;
const pending: OverlayRequest[] = [];

/** The shell attaches once; requests posted before that are delivered then. */
export function attachOverlayHandler(next: Handler): () => void {
  handler = next;
  for (const request of pending.splice(0)) next(request);
  return () => {
    if (handler === next) handler = null;
  };
}

function post(request: OverlayRequest) {
  if (handler) handler(request);
  else pending.push(request);
}

export const overlays = {
  /** Customer service: one entry redirects, several open the picker, none does nothing (spec §4). */
  openService: () => post({ kind: 'service' }),
  dialog: (options: Omit<Extract<OverlayRequest, { kind: 'dialog' }>, 'kind'>) => post({ kind: 'dialog', ...options }),
  showLoading: (text?: string) => post({ kind: 'loading', text }),
  hideLoading: () => post({ kind: 'loading-done' }),
};
