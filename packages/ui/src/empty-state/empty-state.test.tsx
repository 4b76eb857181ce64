import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

describe('EmptyState', () => {
  it('says there is no data by default', () => {
    render(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('shows the title, description and action it is given', () => {
    render(<EmptyState title="No orders" description="Your orders appear here." action={<button>Trade</button>} />);
    expect(screen.getByText('No orders')).toBeInTheDocument();
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getByText('Your orders appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trade' })).toBeInTheDocument();
  });
});
