import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';
import a11y from '../styles/a11y.module.css';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers with the hiding class', () => {
    render(
      <a href="/x">
        Docs <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Docs (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByText('(opens in a new tab)')).toHaveClass(a11y.visuallyHidden!);
  });

  it('names a field as a hidden label', () => {
    render(
      <>
        <VisuallyHidden as="label" htmlFor="q">
          Search
        </VisuallyHidden>
        <input id="q" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search').tagName).toBe('LABEL');
  });
});
