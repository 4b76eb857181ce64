import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { changeLanguage, type Locale } from '@atrium/i18n';
import { LOCALE_DATE_ORDER, useMainStore } from '@atrium/platform';
import { shellI18nReady } from '../../i18n/register';
import { useDateFormatOptions } from './date-format-options';

// 26 November 2026, 12:00 UTC: 20:00 in Hong Kong, already 02:00 on the 27th in Kiritimati (UTC+14).
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 26, 12));
  await shellI18nReady;
});
afterEach(async () => {
  await changeLanguage('en');
  useMainStore.setState({ language: 'en', timezone: 'Asia/Hong_Kong' });
});
afterAll(() => vi.useRealTimers());

async function optionsIn(language: Locale) {
  await changeLanguage(language);
  act(() => useMainStore.setState({ language }));
  return renderHook(() => useDateFormatOptions()).result.current;
}

describe('the date-format choices', () => {
  it('offer the spec’s patterns first, as they are written', async () => {
    const options = await optionsIn('en');
    expect(options.slice(0, 3)).toEqual([
      { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY' },
      { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY' },
      { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD' },
    ]);
  });

  it.each([
    ['en', 'Language style (11/26/2026)'],
    ['de', 'Sprachüblich (26.11.2026)'],
    ['ru', 'Формат языка (26.11.2026)'],
    ['ja', '言語の表記（2026/11/26）'],
    ['nl', 'Volgens de taal (26-11-2026)'],
    ['th', 'ตามภาษา (26/11/2026)'],
  ] as const)('then the language’s own order, shown with today’s date (%s)', async (language, label) => {
    const options = await optionsIn(language);
    expect(options).toHaveLength(4);
    expect(options[3]).toEqual({ value: LOCALE_DATE_ORDER, label });
  });

  it('show today as it is in the user’s time zone', async () => {
    act(() => useMainStore.setState({ timezone: 'Pacific/Kiritimati' }));
    const options = await optionsIn('de');
    expect(options[3]!.label).toBe('Sprachüblich (27.11.2026)');
  });
});
