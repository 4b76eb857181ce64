import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

describe('LoadingOverlay', () => {
  it('renders nothing while closed', () => {
    render(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows its text in a busy status region', () => {
    render(<LoadingOverlay open text="Submitting…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Submitting…');
  });

  it('tells screen readers it is loading when it has no text', () => {
    render(<LoadingOverlay open />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
