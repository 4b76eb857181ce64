import { Component, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './qr-code.module.css';
import { Skeleton } from '../skeleton/skeleton';
import { cx } from '../utils/class-names';
import '../i18n/register';

type QrModule = typeof import('qrcode.react');

// Rule 10: the QR library loads on first use, never with the kit; once loaded it stays.
let loaded: QrModule | null = null;
let loading: Promise<QrModule> | null = null;

function loadQr(): Promise<QrModule> {
  loading ??= import('qrcode.react').then(
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

interface BoundaryProps {
  value: string;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * qrcode.react throws `RangeError("Data too long")` while rendering a value past the capacity
 * of a version-40 code, and only an error boundary (a class, React has no hook for it) can
 * catch a render error. It resets when the value changes.
 */
class TooLargeBoundary extends Component<BoundaryProps, { failed: boolean; value: string }> {
  override state = { failed: false, value: this.props.value };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { value: string }) {
    return props.value === state.value ? null : { failed: false, value: props.value };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
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
      <TooLargeBoundary value={value} fallback={tooLarge}>
        <qr.QRCodeSVG value={value} size={size} level="H" marginSize={2} title={title} className={styles.svg} />
      </TooLargeBoundary>
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
