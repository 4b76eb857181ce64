import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './captcha-image.module.css';
import { cx } from '../utils/class-names';
import '../i18n/register';

/** Props of {@link CaptchaImage}. */
export interface CaptchaImageProps {
  /** The image's URL; a new URL (a new timestamp) loads a new image. */
  src: string;
  /** Called on a tap: the caller gives a new `src`. */
  onRefresh: () => void;
  className?: string;
}

/**
 * An image verification code (spec §2): a button showing the image; a tap asks for another.
 * If the image fails to load, the button says so and a tap retries.
 */
export function CaptchaImage({ src, onRefresh, className }: CaptchaImageProps) {
  const { t } = useTranslation('ui');
  // Keyed by the URL, so a new image clears an earlier failure without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  return (
    <button type="button" className={cx(styles.captcha, className)} onClick={onRefresh} aria-label={t('captcha_refresh')}>
      {failed ? (
        <span className={styles.failed}>{t('captcha_failed')}</span>
      ) : (
        <img className={styles.image} src={src} alt={t('captcha_image')} width={96} height={36} onError={() => setFailedSrc(src)} />
      )}
    </button>
  );
}
