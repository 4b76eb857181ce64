import styles from './icon.module.css';
import { cx } from '../utils/class-names';

/** The icons the kit draws itself (24 × 24, stroked with the current text colour). */
export type IconName = 'back' | 'chevron' | 'close' | 'service' | 'check' | 'eye' | 'eye-off' | 'globe' | 'megaphone' | 'sun' | 'moon' | 'user' | 'refresh' | 'flip';

const PATHS: Record<IconName, readonly string[]> = {
  back: ['M15 18l-6-6 6-6'],
  chevron: ['M9 18l6-6-6-6'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z'],
  'eye-off': [
    'M3 3l18 18',
    'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1',
    'M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a10.4 10.4 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  refresh: ['M20 11a8 8 0 1 0-2.3 5.7', 'M20 4v7h-7'],
  flip: ['M7 4v16', 'M3 8l4-4 4 4', 'M17 20V4', 'M13 16l4 4 4-4'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'],
  globe: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3 12h18', 'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z'],
  megaphone: ['M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1z', 'M17 9a4 4 0 0 1 0 6', 'M7 15l1.5 5'],
  sun: ['M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M12 2v2', 'M12 20v2', 'M4.9 4.9l1.4 1.4', 'M17.7 17.7l1.4 1.4', 'M2 12h2', 'M20 12h2', 'M4.9 19.1l1.4-1.4', 'M17.7 6.3l1.4-1.4'],
  moon: ['M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z'],
  service: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2z',
    'M20 14a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2z',
    'M18 18a4 4 0 0 1-4 3h-2',
  ],
};

/** Icons that point along the reading direction and so flip in right-to-left languages. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back', 'chevron']);

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  title?: string;
  className?: string;
}

/**
 * A small inline SVG icon, 1em square by default (size it with `font-size` or a class).
 * Directional icons (back, chevron) are mirrored under `[dir='rtl']`.
 */
export function Icon({ name, title, className }: IconProps) {
  return (
    <svg
      className={cx(styles.icon, DIRECTIONAL.has(name) && styles.directional, className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      data-icon={name}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
