/**
 * The few glyphs the market screens need that the kit's icon set has not (search, star, moves,
 * sort directions). Decorative: the button or link around one carries the accessible name.
 * Drawn, not typed: an arrow character the UI font lacks sends the first layout on a font
 * fallback search (↕ in /quote's headers: 30-120 ms of layout on the mobile profile's CPU).
 */
const PATHS = {
  search: 'M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.2 4.2-1.3 1.3-4.2-4.2A6.5 6.5 0 1 1 10.5 4zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  up: 'M12 7l6 6-1.4 1.4L12 9.8l-4.6 4.6L6 13z',
  down: 'M12 17l-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 11z',
  top: 'M5 4h14v2H5zm7 4l6 6-1.4 1.4-3.6-3.6V20h-2v-8.2l-3.6 3.6L6 14z',
  // A column's sort: ascending, descending, not sorted (the ↑ ↓ ↕ a sort header draws).
  sortAsc: 'M11 20V7.8l-4.6 4.6L5 11l7-7 7 7-1.4 1.4L13 7.8V20z',
  sortDesc: 'M13 4v12.2l4.6-4.6L19 13l-7 7-7-7 1.4-1.4 4.6 4.6V4z',
  sortNone: 'M12 2l5 5-1.4 1.4L13 5.8v12.4l2.6-2.6L17 17l-5 5-5-5 1.4-1.4 2.6 2.6V5.8L8.4 8.4 7 7z',
} as const;

export type MarketIconName = keyof typeof PATHS;

/** `filled` draws the star solid (on the watchlist) instead of outlined. */
export function MarketIcon({ name, filled = false }: { name: MarketIconName; filled?: boolean }) {
  const outlined = name === 'star' && !filled;
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" data-icon={name}>
      <path
        d={PATHS[name]}
        fill={outlined ? 'none' : 'currentColor'}
        stroke={outlined ? 'currentColor' : 'none'}
        strokeWidth={outlined ? 1.6 : 0}
        strokeLinejoin="round"
      />
    </svg>
  );
}
