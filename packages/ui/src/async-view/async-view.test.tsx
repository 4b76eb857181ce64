import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AsyncView, type AsyncViewResult } from './async-view';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

const retry = vi.fn();
const loading: AsyncViewResult<string> = { status: 'loading', retry };
const failed: AsyncViewResult<string> = { status: 'error', error: new Error('down'), retry };
const ready: AsyncViewResult<string> = { status: 'ready', data: 'BTC', retry };

describe('AsyncView', () => {
  it('marks the placeholder busy while loading, framed or not', () => {
    const { container, rerender } = render(<AsyncView result={loading}>{(d: string) => d}</AsyncView>);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(<AsyncView result={loading} framed={false} skeleton={<p>wait</p>}>{(d: string) => d}</AsyncView>);
    expect(screen.getByText('wait').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('says a load failed, with the screen’s title, and retries', () => {
    render(<AsyncView result={failed} errorTitle="Could not load this page">{(d: string) => d}</AsyncView>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this page');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('lets a screen replace the error state, and draws the data once there', () => {
    const { rerender } = render(<AsyncView result={failed} error={<p>Not found</p>}>{(d: string) => d}</AsyncView>);
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<AsyncView result={ready}>{(d: string) => <p>coin {d}</p>}</AsyncView>);
    expect(screen.getByText('coin BTC')).toBeInTheDocument();
  });
});
