import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageItem } from '@atrium/api';
import { applyLanguage, LANGUAGE_ATTRIBUTE, pageLanguage } from './language';

// The locale's bundles are not this test's subject: the attribute the API client sends is.
vi.mock('@atrium/i18n', async (actual) => ({ ...(await actual<typeof import('@atrium/i18n')>()), changeLanguage: vi.fn(async () => undefined) }));

const item = (dictValue: string) => ({ dictValue, remark: dictValue, imgUrl: '' }) as LanguageItem;

afterEach(() => {
  document.documentElement.removeAttribute(LANGUAGE_ATTRIBUTE);
  localStorage.clear();
});

describe('the language the API client sends', () => {
  it('is the choice itself while the tenant list is not read yet (a first visit), so the first reads go in it', async () => {
    await applyLanguage('ru');
    expect(pageLanguage()).toBe('ru');
  });

  it('is the list entry once the list is known', async () => {
    await applyLanguage('ru', [item('en'), item('ru')]);
    expect(pageLanguage()).toBe('ru');
  });

  it('is English when the tenant does not offer the choice', async () => {
    await applyLanguage('ru', [item('en'), item('de')]);
    expect(pageLanguage()).toBe('en');
  });
});
