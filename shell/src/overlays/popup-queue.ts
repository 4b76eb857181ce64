/** The popups that open by themselves for a signed-in user, in the order they are shown when both wait. */
export const POPUP_ORDER = ['announcement', 'activity'] as const;
export type PopupKind = (typeof POPUP_ORDER)[number];

/**
 * Which of them is on screen (one at a time, never stacked): the one showing stays until it is
 * closed; then the first waiting, the operator's announcement before the offer. None while the
 * screen must not be covered (a money flow, the frozen-account dialog); they wait meanwhile.
 */
export function popupToShow(showing: PopupKind | null, waiting: Readonly<Record<PopupKind, boolean>>, held: boolean): PopupKind | null {
  if (held) return null;
  if (showing && waiting[showing]) return showing;
  return POPUP_ORDER.find((kind) => waiting[kind]) ?? null;
}
