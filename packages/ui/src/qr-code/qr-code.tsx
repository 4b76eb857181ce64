/**
 * `@atrium/ui/qr-code`: not part of the kit's main entry (a federated singleton loaded whole on
 * /home's first load, which shows no QR code); the remotes that draw one bundle it and take its
 * pieces (Skeleton, the ui namespace) from the shared kit.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './qr-code.module.css';
import { Skeleton } from '@atrium/ui';
import { cx } from '../utils/class-names';

type QrModule = typeof import('./qr-drawing');

// Rule 10: the QR library (with the drawing around it) loads on first use, never with the kit; once loaded it stays.
let loaded: QrModule | null = null;
let loading: Promise<QrModule> | null = null;

function loadQr(): Promise<QrModule> {
  loading ??= import(/* webpackChunkName: "qr-drawing" */ './qr-drawing').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // a failed chunk load may be retried
      throw error;
    },
  );
  return loading;
}

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string;
  /** Side in CSS pixels (default 170, spec §9). */
  size?: number;
  /** Accessible name of the drawing (e.g. "Deposit address"). */
  title?: string;
  className?: string;
}

/**
 * A QR code drawn as SVG by spec §9: error correction H, a quiet zone of 2 modules, 170 px.
 * The spec's "mask 2" cannot be honoured: qrcode.react picks the mask with the lowest penalty
 * and has no option for it (any mask decodes to the same data). Shows a skeleton while the
 * library loads, and a translated message when the value is too long for a QR code.
 */
export function QrCode({ value, size = 170, title, className }: QrCodeProps) {
  const { t } = useTranslation('ui');
  const [qr, setQr] = useState<QrModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (qr) return;
    let live = true;
    loadQr().then(
      (module) => live && setQr(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [qr, attempt]);

  const tooLarge = (
    <p className={styles.message} role="alert">
      {t('qr_too_large')}
    </p>
  );

  let content: ReactNode;
  if (qr) {
    content = (
      <qr.QrDrawing value={value} size={size} title={title} className={styles.svg} tooLarge={tooLarge} />
    );
  } else if (failed) {
    content = (
      <button
        type="button"
        className={styles.retry}
        onClick={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      >
        {t('retry')}
      </button>
    );
  } else {
    content = <Skeleton width={size} height={size} />;
  }

  return (
    // The side is the caller's number: the one computed size this component sets inline.
    <div className={cx(styles.qr, className)} style={{ inlineSize: size, minBlockSize: size }}>
      {content}
    </div>
  );
}
