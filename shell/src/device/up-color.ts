import type { UpColor } from '@atrium/platform';

/** Shows rising prices in green (default) or red: a body attribute the design tokens read. */
export function applyUpColor(color: UpColor): void {
  if (color === 'red') document.body.dataset.upColor = 'red';
  else delete document.body.dataset.upColor;
}
