import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useFirstSettled } from './use-first-settled';

type Status = 'loading' | 'error' | 'ready';
const gate = (initial: Status[]) =>
  renderHook(({ statuses }: { statuses: Status[] }) => useFirstSettled(...statuses.map((status) => ({ status }))), { initialProps: { statuses: initial } });

describe('useFirstSettled', () => {
  it('stays closed while any result is still loading', () => {
    const { result, rerender } = gate(['loading', 'loading']);
    expect(result.current).toBe(false);
    rerender({ statuses: ['ready', 'loading'] });
    expect(result.current).toBe(false);
  });

  it('opens once every result is ready or failed', () => {
    const { result, rerender } = gate(['ready', 'loading']);
    rerender({ statuses: ['ready', 'error'] });
    expect(result.current).toBe(true);
  });

  it('never closes again: a later reload is the section’s own', () => {
    const { result, rerender } = gate(['ready', 'ready']);
    expect(result.current).toBe(true);
    rerender({ statuses: ['loading', 'ready'] });
    expect(result.current).toBe(true);
  });
});
