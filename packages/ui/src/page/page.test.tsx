import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Page } from './page';
import { Section } from './section';
import styles from './page.module.css';
import { uiI18nReady } from '../i18n/register';

beforeAll(() => uiI18nReady);

describe('Page', () => {
  it('draws the header with its title and back arrow over the body', () => {
    const onBack = vi.fn();
    render(
      <MemoryRouter>
        <Page title="Deposit" onBack={onBack} bodyClassName="mine">
          <p>content</p>
        </Page>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    const body = screen.getByText('content').parentElement!;
    expect(body).toHaveClass(styles.body!, 'mine');
    expect(body.parentElement).toHaveClass(styles.page!);
  });
});

describe('Section', () => {
  it('is a card box by default, adding the caller’s class', () => {
    render(<Section className="extra" data-testid="card" />);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass(styles.section!, 'extra');
  });

  it('is the element it is asked to be, with that element’s props', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Section as="form" aria-label="Order" onSubmit={onSubmit} noValidate>
        <button type="submit">Place</button>
      </Section>,
    );
    const form = screen.getByRole('form', { name: 'Order' });
    expect(form).toHaveClass(styles.section!);
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
