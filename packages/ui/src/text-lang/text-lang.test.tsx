import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@atrium/i18n';
import { textLangAttributes, useTextLang } from './text-lang';

describe('textLangAttributes', () => {
  it('marks English in an Arabic page as English, left to right', () => {
    expect(textLangAttributes('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('marks an Arabic or Hebrew text in another page right to left, and names Traditional Chinese by its tag', () => {
    expect(textLangAttributes('ar', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(textLangAttributes('iw', 'ru')).toEqual({ lang: 'he', dir: 'rtl' });
    expect(textLangAttributes('tw', 'en')).toEqual({ lang: 'zh-TW', dir: 'ltr' });
  });

  it('adds nothing when the text is in the page\'s language, unsaid, or in no language the product has', () => {
    expect(textLangAttributes('ru', 'ru')).toEqual({});
    expect(textLangAttributes(undefined, 'ar')).toEqual({});
    expect(textLangAttributes(null, 'ar')).toEqual({});
    expect(textLangAttributes('xx', 'ar')).toEqual({});
  });
});

function Rule({ lang }: { lang?: string }) {
  const textLang = useTextLang();
  return (
    <p data-testid="rule" {...textLang(lang)}>
      Sign with at least 100 USDT.
    </p>
  );
}

describe('useTextLang', () => {
  afterEach(() => changeLanguage('en'));

  it('follows the page language', async () => {
    await changeLanguage('ar');
    const { rerender } = render(<Rule lang="en" />);
    expect(screen.getByTestId('rule')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('rule')).toHaveAttribute('dir', 'ltr');
    rerender(<Rule lang="ar" />);
    expect(screen.getByTestId('rule')).not.toHaveAttribute('lang');
    expect(screen.getByTestId('rule')).not.toHaveAttribute('dir');
  });

  it('marks nothing in an English page reading English', async () => {
    render(<Rule lang="en" />);
    expect(screen.getByTestId('rule')).not.toHaveAttribute('lang');
  });
});
