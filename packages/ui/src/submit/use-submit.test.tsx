import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSubmit, type SubmitOptions } from './use-submit';
import { uiI18nReady } from '../i18n/register';
import { ToastHost } from '../toast/toast-host';
import { toast } from '../toast/toast-store';

beforeAll(() => uiI18nReady);

function Form<R>({ action, options }: { action: () => Promise<R>; options?: SubmitOptions<R> }) {
  const { busy, submit, confirmation } = useSubmit(action, options);
  return (
    <>
      <button type="button" onClick={submit} aria-busy={busy}>
        Send
      </button>
      {confirmation}
      <ToastHost />
    </>
  );
}

const tripleTap = (button: HTMLElement) => {
  // Three clicks in the same task, before React renders anything in between.
  act(() => {
    button.click();
    button.click();
    button.click();
  });
};

describe('useSubmit', () => {
  it('runs the action once for three taps in the same instant, busy at once', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form action={action} />);
    tripleTap(screen.getByRole('button', { name: 'Send' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'false');
  });

  it('sends nothing until the confirmation is confirmed, and once for three taps on Confirm', async () => {
    const action = vi.fn(async () => 'done');
    const onDone = vi.fn();
    render(<Form action={action} options={{ confirm: () => ({ title: 'Swap', rows: [{ label: 'You pay', value: '100 USDT' }] }), onDone }} />);
    tripleTap(screen.getByRole('button', { name: 'Send' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Swap' })).toHaveTextContent('You pay100 USDT');
    tripleTap(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    expect(action).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledExactlyOnceWith('done');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when cancelled at the confirmation, and can be asked again', async () => {
    const action = vi.fn(async () => undefined);
    render(<Form action={action} options={{ confirm: () => ({ title: 'Transfer', rows: [] }) }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('dialog', { name: 'Transfer' })).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('stops at a failed check, asking nothing', () => {
    const action = vi.fn(async () => undefined);
    const confirm = vi.fn(() => ({ title: 'Withdraw', rows: [] }));
    render(<Form action={action} options={{ check: () => false, confirm }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
  });

  it('shows an unexpected error instead of swallowing it', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Form action={() => Promise.reject(new TypeError('boom'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong. Please try again.');
    spy.mockRestore();
  });

  it('does not repeat an error the API client showed, nor speak of a cancel', async () => {
    toast('before');
    for (const error of [Object.assign(new Error('Price changed'), { shown: true }), Object.assign(new Error('cancelled'), { kind: 'cancelled' })]) {
      const { unmount } = render(<Form action={() => Promise.reject(error)} />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
      expect(screen.getByRole('status')).toHaveTextContent('before');
      unmount();
    }
  });
});
