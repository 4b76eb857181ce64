import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@atrium/i18n';
import { Article } from './article';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('an article in another language than the page', () => {
  it('marks an English article in an Arabic page as English, left to right: title and text, not the date', async () => {
    await act(() => changeLanguage('ar'));
    render(<Article title="How do I deposit USDT?" date="2025-03-05 10:00:00" html="<p>Send only USDT on the network you chose.</p>" lang="en" />);
    const title = screen.getByRole('heading', { level: 2 });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    const text = await screen.findByText('Send only USDT on the network you chose.', undefined, { timeout: 5000 });
    const body = screen.getByTestId('article-body');
    expect(body).toContainElement(text);
    expect(body).toHaveAttribute('lang', 'en');
    expect(body).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('time').closest('[lang]')).toBe(document.documentElement);
  });

  it('leaves an article in the page\'s language unmarked', async () => {
    await act(() => changeLanguage('ru'));
    render(<Article title="Как пополнить счёт в USDT?" html="<p>Отправляйте только USDT.</p>" lang="ru" />);
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    await screen.findByText('Отправляйте только USDT.', undefined, { timeout: 5000 });
    expect(screen.getByTestId('article-body')).not.toHaveAttribute('dir');
  });
});
