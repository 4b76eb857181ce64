import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('goes to a screen of the app in the text look', () => {
    render(
      <MemoryRouter initialEntries={['/bank-list']}>
        <Routes>
          <Route path="/bank-list" element={<LinkButton to="/bind-card">Add a card</LinkButton>} />
          <Route path="/bind-card" element={<p>bind screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Add a card' });
    expect(link).toHaveAttribute('href', '/bind-card');
    expect(link).toHaveAttribute('data-variant', 'text');
    fireEvent.click(link);
    expect(screen.getByText('bind screen')).toBeInTheDocument();
  });

  it('leads elsewhere as an anchor', () => {
    render(
      <LinkButton href="https://example.com" target="_blank" rel="noopener noreferrer">
        Explorer
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Explorer' })).toHaveAttribute('data-variant', 'text');
  });

  it('does something as a plain button otherwise', () => {
    const onClick = vi.fn();
    render(<LinkButton onClick={onClick}>Top up</LinkButton>);
    const button = screen.getByRole('button', { name: 'Top up' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'text');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
