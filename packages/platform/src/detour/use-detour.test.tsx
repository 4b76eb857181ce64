import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { setStoragePrefix } from '../storage';
import { keepDraft, readDraft } from './form-draft';
import { useDetour, useReturnedDraft, useReturnTo } from './use-detour';

const SENDER = '/withdraw-apply?coin=usdt&chain=TRC20';

/** A sending screen with one field and a detour to set a fund password. */
function Sender() {
  const draft = useReturnedDraft({ amount: '' });
  const [amount, setAmount] = useState(draft.amount);
  const detour = useDetour(() => ({ amount }));
  return (
    <>
      <input aria-label="Amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <Link {...detour.link('/fund-password')}>Set fund password</Link>
    </>
  );
}

/** A detour screen: Done goes back, with what it produced when asked to. */
function Detour({ patch }: { patch?: { amount: string } }) {
  const back = useReturnTo();
  const [finished, setFinished] = useState<boolean | null>(null);
  return (
    <>
      <p data-testid="way-back">{back.path ?? 'none'}</p>
      <p data-testid="next">{back.forward('/certification-advanced')}</p>
      <button type="button" onClick={() => setFinished(back.finish(patch))}>
        Done
      </button>
      {finished === false && <p>Stayed</p>}
    </>
  );
}

function mount(entries: string[], patch?: { amount: string }) {
  const router = createMemoryRouter(
    [
      { path: '/withdraw-apply', element: <Sender /> },
      { path: '/fund-password', element: <Detour patch={patch} /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const at = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  sessionStorage.clear();
  setStoragePrefix('Test');
});

describe('a detour', () => {
  it('carries the way back, keeps the form, and returns one step back to it as it was', async () => {
    const router = mount([SENDER]);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('link', { name: 'Set fund password' }));
    expect(router.state.location.pathname).toBe('/fund-password');
    expect(screen.getByTestId('way-back').textContent).toBe(SENDER);
    expect(readDraft(SENDER, { amount: '' })).toEqual({ amount: '25' });

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await act(async () => undefined);
    expect(at(router)).toBe(SENDER);
    // Back, not forward: the history has no second copy of the form.
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('25');
    // Restored once: the kept form is forgotten.
    expect(readDraft(SENDER, { amount: '' })).toBeNull();
  });

  it('returns in place of the detour when the form is not the entry behind it (a reload, a link opened anew)', async () => {
    keepDraft(SENDER, { amount: '40' });
    const router = mount([`/fund-password?returnTo=${encodeURIComponent(SENDER)}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await act(async () => undefined);
    expect(at(router)).toBe(SENDER);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('40');
  });

  it('adds what the detour produced to the kept form', async () => {
    mount([SENDER]);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('link', { name: 'Set fund password' }));
    // The detour opened anew (its entry alone), where Done hands back an amount.
    cleanup();
    mount([`/fund-password?returnTo=${encodeURIComponent(SENDER)}`], { amount: '99' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await act(async () => undefined);
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('99');
  });

  it('has no way back to another site: finish does nothing and says so', () => {
    const router = mount(['/fund-password?returnTo=https%3A%2F%2Fevil.example']);
    expect(screen.getByTestId('way-back').textContent).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Stayed')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/fund-password');
  });

  it('carries the same way back to the next screen of the detour', () => {
    mount([`/fund-password?returnTo=${encodeURIComponent('/homeSidebar')}`]);
    expect(screen.getByTestId('next').textContent).toBe('/certification-advanced?returnTo=%2FhomeSidebar');
  });

  it('a screen with nothing kept starts from its empty form', () => {
    mount([SENDER]);
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('');
  });
});

