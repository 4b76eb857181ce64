import { useTranslation } from '@atrium/i18n';
import styles from './skeleton.module.css';
import a11y from '../styles/a11y.module.css';
import { cx } from '../utils/class-names';
import '../i18n/register';

/** Props of {@link Skeleton}. A number is pixels; a string is any CSS length (`'2rem'`, `'60%'`). */
export interface SkeletonProps {
  /** Default 100%. */
  width?: number | string;
  /** Default one line of text. */
  height?: number | string;
  /** A circle (avatars, coin icons): `width` is used for both sides. */
  circle?: boolean;
  /** Several text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

const css = (size: number | string | undefined) => (typeof size === 'number' ? `${size}px` : size);

/**
 * A grey placeholder with a shimmer (still when the user prefers reduced motion), marked
 * `aria-busy` with a hidden "Loading…" for screen readers.
 */
export function Skeleton({ width, height, circle = false, lines = 1, className }: SkeletonProps) {
  const { t } = useTranslation('ui');
  const count = Math.max(1, Math.trunc(lines));
  const w = css(width);
  const h = css(circle ? (height ?? width) : height);

  return (
    <span className={cx(styles.skeleton, className)} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cx(styles.bone, circle && styles.circle, count > 1 && i === count - 1 && styles.last)}
          // Sizes are the caller's numbers, computed at run time: the one place for a style prop.
          style={{ inlineSize: circle ? w : count > 1 && i === count - 1 ? undefined : w, blockSize: h }}
        />
      ))}
      <span className={a11y.visuallyHidden}>{t('loading')}</span>
    </span>
  );
}
