import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';
import styles from './button.module.css';

describe('ButtonLink', () => {
  it('goes to a screen of the app, looking like a primary button', () => {
    render(
      <MemoryRouter initialEntries={['/quote']}>
        <Routes>
          <Route path="/quote" element={<ButtonLink to="/sign-in">Sign in</ButtonLink>} />
          <Route path="/sign-in" element={<p>sign-in screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/sign-in');
    expect(link).toHaveAttribute('data-variant', 'primary');
    expect(link).toHaveClass(styles.button!, styles.primary!, styles.link!);
    fireEvent.click(link);
    expect(screen.getByText('sign-in screen')).toBeInTheDocument();
  });

  it('leads to another site as a plain anchor with the caller’s target and rel, outlined and full width when asked', () => {
    render(
      <ButtonLink href="https://example.com/app" target="_blank" rel="noopener noreferrer" variant="secondary" block>
        Download
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', 'https://example.com/app');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass(styles.secondary!, styles.block!);
  });
});
