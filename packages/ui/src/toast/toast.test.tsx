import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { toast } from './toast-store';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

const host = () => screen.getByRole('status');

describe('toast', () => {
  it('shows a message in a polite live region for 1500 ms', () => {
    render(<ToastHost />);
    expect(host()).toHaveAttribute('aria-live', 'polite');
    act(() => void toast('Copied'));
    expect(host()).toHaveTextContent('Copied');
    act(() => void vi.advanceTimersByTime(1499));
    expect(host()).toHaveTextContent('Copied');
    act(() => void vi.advanceTimersByTime(1));
    expect(host()).toBeEmptyDOMElement();
  });

  it('keeps a message for the duration it is given', () => {
    render(<ToastHost />);
    act(() => void toast('Saved', { duration: 3000 }));
    act(() => void vi.advanceTimersByTime(2999));
    expect(host()).toHaveTextContent('Saved');
    act(() => void vi.advanceTimersByTime(1));
    expect(host()).toBeEmptyDOMElement();
  });

  it('replaces the toast on screen with a new one, which keeps its full time', () => {
    render(<ToastHost />);
    act(() => void toast('First'));
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void toast('Second'));
    expect(host()).toHaveTextContent('Second');
    expect(host()).not.toHaveTextContent('First');
    act(() => void vi.advanceTimersByTime(1000));
    expect(host()).toHaveTextContent('Second');
  });

  it('shows a loading toast until it is closed', () => {
    render(<ToastHost />);
    let close = () => {};
    act(() => void (close = toast.loading('Submitting')));
    expect(host()).toHaveTextContent('Submitting');
    act(() => void vi.advanceTimersByTime(4000));
    expect(host()).toHaveTextContent('Submitting');
    act(() => close());
    expect(host()).toBeEmptyDOMElement();
  });

  it('closes a loading toast by itself after 5000 ms', () => {
    render(<ToastHost />);
    act(() => void toast.loading());
    expect(host()).toHaveTextContent('Loading…');
    act(() => void vi.advanceTimersByTime(5000));
    expect(host()).toBeEmptyDOMElement();
  });

  it('does not close a newer toast when an older one is closed late', () => {
    render(<ToastHost />);
    let closeLoading = () => {};
    act(() => void (closeLoading = toast.loading()));
    act(() => void toast('Network anomaly'));
    act(() => closeLoading());
    expect(host()).toHaveTextContent('Network anomaly');
  });
});
