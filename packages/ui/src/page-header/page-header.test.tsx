import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PageHeader, type PageHeaderProps } from './page-header';
import { uiI18nReady } from '../i18n/register';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(entries: string[], props: PageHeaderProps) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="*" element={<PageHeader title="Wallet" {...props} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const pressBack = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
const where = () => screen.getByTestId('where').textContent;

beforeAll(() => uiI18nReady);

describe('PageHeader', () => {
  it('shows the title as the page heading', () => {
    renderAt(['/a'], {});
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
  });

  it('goes one step back by default', () => {
    renderAt(['/a', '/b'], {});
    pressBack();
    expect(where()).toBe('/a');
  });

  it('goes home when the page was opened directly and has no history to go back to', () => {
    renderAt(['/deep-link'], {});
    pressBack();
    expect(where()).toBe('/home');
  });

  it('goes to the path it is given', () => {
    renderAt(['/a', '/b'], { back: '/assets' });
    pressBack();
    expect(where()).toBe('/assets');
  });

  it('goes back the number of steps it is given', () => {
    renderAt(['/a', '/b', '/c'], { back: 2 });
    pressBack();
    expect(where()).toBe('/a');
  });

  it('lets onBack replace the navigation', () => {
    const onBack = vi.fn();
    renderAt(['/a', '/b'], { onBack });
    pressBack();
    expect(onBack).toHaveBeenCalledOnce();
    expect(where()).toBe('/b');
  });

  it('has no back arrow when back is false', () => {
    renderAt(['/a'], { back: false });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows the customer-service button only when it has a handler', () => {
    const onService = vi.fn();
    const { unmount } = renderAt(['/a'], {});
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    unmount();
    renderAt(['/a'], { onService, right: <span>Records</span> });
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onService).toHaveBeenCalledOnce();
    expect(screen.getByText('Records')).toBeInTheDocument();
  });
});
