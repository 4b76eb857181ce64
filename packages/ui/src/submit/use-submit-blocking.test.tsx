import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubmit } from './use-submit';
import { uiI18nReady } from '../i18n/register';
import { LoadingOverlayHost } from '../overlay/loading-overlay-host';
import { LOADING_OVERLAY_DELAY } from '../overlay/loading-overlay-store';
import { ToastHost } from '../toast/toast-host';
import { toast } from '../toast/toast-store';

beforeAll(() => uiI18nReady);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

function Form({ action }: { action: () => Promise<string> }) {
  const { busy, submit } = useSubmit(action, { blocking: true, overlayText: 'Sending…', onDone: (result) => toast(result) });
  return (
    <>
      <button type="button" onClick={submit} aria-busy={busy}>
        Send
      </button>
      <LoadingOverlayHost />
      <ToastHost />
    </>
  );
}

/** An action the test settles when it chooses. */
function held() {
  let settle: (value: string) => void = () => undefined;
  const action = vi.fn(() => new Promise<string>((resolve) => (settle = resolve)));
  return { action, settle: (value: string) => settle(value) };
}

const overlay = () => screen.queryByText('Sending…');
const button = () => screen.getByRole('button', { name: 'Send' });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('a blocking submit', () => {
  it('shows no overlay for a quick action, only its result', async () => {
    const { action, settle } = held();
    render(<Form action={action} />);
    fireEvent.click(button());
    advance(LOADING_OVERLAY_DELAY - 1);
    expect(overlay()).toBeNull();
    await act(async () => settle('Done'));
    advance(LOADING_OVERLAY_DELAY);
    expect(overlay()).toBeNull();
    expect(screen.getByText('Done')).toBeInTheDocument();
  });

  it('shows the overlay after the delay, then the result as a toast once the action ends', async () => {
    const { action, settle } = held();
    render(<Form action={action} />);
    fireEvent.click(button());
    advance(LOADING_OVERLAY_DELAY);
    expect(overlay()).toBeInTheDocument();
    await act(async () => settle('Withdrawal submitted'));
    expect(overlay()).toBeNull();
    expect(screen.getByText('Withdrawal submitted')).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-busy', 'false');
  });

  it('closes the overlay after 5000 ms at most, while the button stays busy until the request settles', async () => {
    const { action, settle } = held();
    render(<Form action={action} />);
    fireEvent.click(button());
    advance(LOADING_OVERLAY_DELAY);
    advance(4999);
    expect(overlay()).toBeInTheDocument();
    advance(1);
    expect(overlay()).toBeNull();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    // A tap meanwhile does not send again.
    fireEvent.click(button());
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => settle('Late but done'));
    expect(button()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Late but done')).toBeInTheDocument();
    expect(overlay()).toBeNull();
  });
});
