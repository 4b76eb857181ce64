import { describe, expect, it } from 'vitest';
import type { DictItem } from '../contract.js';
import { useTestApp } from '../test/use-test-app.js';

/**
 * The language of a request (spec §7: the lang and language headers), and for the page's early
 * reads, which a preload sends without headers, the `lang` query parameter
 * (CONTRACT-DELTA.md "Early reads in the visitor's language").
 */
const t = useTestApp();
const c = t.client;
const REWARD = '/api/common/type/defi_activity_type';

describe('the language of a request', () => {
  it('is the lang query parameter when no header names one', async () => {
    expect((await c.get<DictItem[]>(`${REWARD}?lang=ru`)).data[0]).toMatchObject({ dictLabel: 'Награда за майнинг ликвидности', lang: 'ru' });
    expect((await c.get<DictItem[]>(REWARD)).data[0]).toMatchObject({ lang: 'en' });
  });

  it('is the header’s when both are given: the query only stands in for a header a preload cannot send', async () => {
    expect((await c.get<DictItem[]>(`${REWARD}?lang=ru`, { lang: 'tw' })).data[0]).toMatchObject({ dictLabel: '流動性挖礦獎勵', lang: 'tw' });
  });

  it('is accepted on the early reads as the page preloads them', async () => {
    for (const url of ['/api/common/getAllSetting?lang=de', '/api/common/getCoinList?lang=ar']) {
      expect((await c.get(url)).code, url).toBe(200);
    }
  });
});
