import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing the key clears a caught error (a retry). */
  resetKey: unknown;
  fallback: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a remote's load or render failure so only its own screen shows the fallback. */
export class RemoteBoundary extends Component<Props, { error: unknown; key: unknown }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: unknown }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
