import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

describe('LoadError', () => {
  it('says what went wrong as an alert and retries on the button', () => {
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes the screen’s own title', () => {
    render(<LoadError onRetry={() => undefined} title="Could not load this page" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this page');
    expect(screen.queryByText('This could not be loaded')).toBeNull();
  });
});
