import { Component, type ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';

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

/** Props of {@link QrDrawing}. */
export interface QrDrawingProps {
  value: string;
  size: number;
  title?: string;
  className?: string;
  /** Shown instead when the value is too long for a QR code. */
  tooLarge: ReactNode;
}

/** The code itself, by spec §9: error correction H, a quiet zone of 2 modules. Loads with qrcode.react. */
export function QrDrawing({ value, size, title, className, tooLarge }: QrDrawingProps) {
  return (
    <TooLargeBoundary value={value} fallback={tooLarge}>
      <QRCodeSVG value={value} size={size} level="H" marginSize={2} title={title} className={className} />
    </TooLargeBoundary>
  );
}
