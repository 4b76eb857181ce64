/**
 * The few glyphs the market screens need that the kit's icon set has not (search, star, moves).
 * Decorative: the button or link around one carries the accessible name.
 */
const PATHS = {
  search: 'M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.2 4.2-1.3 1.3-4.2-4.2A6.5 6.5 0 1 1 10.5 4zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  up: 'M12 7l6 6-1.4 1.4L12 9.8l-4.6 4.6L6 13z',
  down: 'M12 17l-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 11z',
  top: 'M5 4h14v2H5zm7 4l6 6-1.4 1.4-3.6-3.6V20h-2v-8.2l-3.6 3.6L6 14z',
} as const;

export type MarketIconName = keyof typeof PATHS;

/** `filled` draws the star solid (on the watchlist) instead of outlined. */
export function MarketIcon({ name, filled = false }: { name: MarketIconName; filled?: boolean }) {
  const outlined = name === 'star' && !filled;
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
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
