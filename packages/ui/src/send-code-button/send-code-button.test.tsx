import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_SECONDS, SendCodeButton } from './send-code-button';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets the pending onSend promise settle inside React's act. */
const settle = () => act(async () => {});
const elapse = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const button = () => screen.getByRole('button');

describe('SendCodeButton', () => {
  it('offers to send a code', () => {
    render(<SendCodeButton onSend={async () => true} />);
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
  });

  it('counts down 60 seconds after a successful send, then offers to send again', async () => {
    const onSend = vi.fn(async () => true);
    render(<SendCodeButton onSend={onSend} />);
    fireEvent.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledOnce();
    expect(RESEND_SECONDS).toBe(60);
    expect(button()).toHaveTextContent('Resend in 60 seconds');
    expect(button()).toBeDisabled();

    await elapse(1000);
    expect(button()).toHaveTextContent('Resend in 59 seconds');
    await elapse(58_000);
    expect(button()).toHaveTextContent(/^Resend in 1 second$/);
    await elapse(1000);
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
  });

  it('takes another length when told', async () => {
    render(<SendCodeButton onSend={async () => true} seconds={5} />);
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Resend in 5 seconds');
    await elapse(5000);
    expect(button()).toHaveTextContent('Send code');
  });

  it('shows that it is sending and cannot be pressed twice meanwhile', async () => {
    let finish: (sent: boolean) => void = () => {};
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<SendCodeButton onSend={onSend} />);
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledOnce();
    await act(async () => finish(true));
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(button()).toHaveTextContent('Resend in 60 seconds');
  });

  it('stays as it is when the send is refused or fails', async () => {
    const refused = vi.fn(async () => false);
    const { unmount } = render(<SendCodeButton onSend={refused} />);
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
    unmount();

    const failing = vi.fn(async (): Promise<boolean> => {
      throw new Error('rate limited');
    });
    render(<SendCodeButton onSend={failing} />);
    fireEvent.click(button());
    await settle();
    expect(failing).toHaveBeenCalledOnce();
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
  });

  it('can be disabled by its caller', () => {
    render(<SendCodeButton onSend={async () => true} disabled className="mine" />);
    expect(button()).toBeDisabled();
    expect(button()).toHaveClass('mine');
  });

  it('ends the countdown on time even when the timer fires late', async () => {
    render(<SendCodeButton onSend={async () => true} seconds={10} />);
    fireEvent.click(button());
    await settle();
    // A background tab throttles timers: the clock moves on while no tick runs.
    vi.setSystemTime(Date.now() + 9_900);
    await elapse(250);
    expect(button()).toHaveTextContent('Send code');
  });
});
