import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_READ_LIMIT_MS } from '@atrium/platform';
import { uiI18nReady } from '@atrium/ui';
import { BootSkeleton } from './boot-skeleton';

beforeAll(() => uiI18nReady);
afterEach(() => vi.useRealTimers());

describe('the boot skeleton', () => {
  it('has an end: past the first-read limit it gives way to the error with Retry', () => {
    vi.useFakeTimers();
    const { container } = render(<BootSkeleton />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(FIRST_READ_LIMIT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
