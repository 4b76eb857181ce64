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

  it('keeps data that a failed reload left on screen, marked with when it came', () => {
    const since = new Date(2026, 0, 2, 14, 5).getTime();
    const { rerender } = render(<AsyncView result={ready}>{(d: string) => d}</AsyncView>);
    expect(screen.queryByTestId('stale-marker')).toBeNull();
    rerender(<AsyncView result={{ ...ready, staleSince: since }}>{(d: string) => d}</AsyncView>);
    expect(screen.getByText('BTC')).toBeInTheDocument();
    expect(screen.getByTestId('stale-marker')).toHaveTextContent(/^Offline, showing data from (02:05\sPM|14:05)$/);
    rerender(<AsyncView result={{ ...ready, staleSince: since }} formatTime={() => '2:05 PM'}>{(d: string) => d}</AsyncView>);
    expect(screen.getByTestId('stale-marker')).toHaveTextContent('Offline, showing data from 2:05 PM');
  });
});
