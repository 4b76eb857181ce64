import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AfterFirstCommit } from './after-first-commit';

describe('AfterFirstCommit', () => {
  it('runs the deferred work once, after its children are in the page, and not again on later renders', () => {
    const seen: (string | null)[] = [];
    const work = vi.fn(() => seen.push(screen.queryByText('first screen')?.textContent ?? null));
    const { rerender } = render(
      <StrictMode>
        <AfterFirstCommit work={work}>
          <p>first screen</p>
        </AfterFirstCommit>
      </StrictMode>,
    );
    expect(work).toHaveBeenCalledOnce();
    expect(seen).toEqual(['first screen']);
    act(() =>
      rerender(
        <StrictMode>
          <AfterFirstCommit work={work}>
            <p>next</p>
          </AfterFirstCommit>
        </StrictMode>,
      ),
    );
    expect(work).toHaveBeenCalledOnce();
  });
});
