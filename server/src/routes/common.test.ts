import { describe, expect, it } from 'vitest';
import type { CoinEntry, CoinLists, DictItem, Settings } from '../contract.js';
import { LOCALES } from '../i18n.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();

const get = async <T>(url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, headers })).json<{ code: number; msg: string; data: T }>();
const settingsOf = async (tenant?: string) =>
  (await get<Settings>('/api/common/getAllSetting', tenant ? { 'x-atrium-tenant': tenant } : {})).data;
const DECIMAL = /^\d+(\.\d+)?$/;

describe('settings per tenant', () => {
  it('opens everything on atrium, the default tenant', async () => {
    const s = await settingsOf();
    expect(s).toEqual(await settingsOf('atrium'));
    expect(s.loginMethods).toEqual({ ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true });
    expect(s.registerMethods).toEqual({ ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true });
    expect(s.loginCaptcha).toBe(false);
    expect(s.marketUrl.h5Code).toBe(false);
    expect(s.tab.filter((tab) => tab.isOpen).map((tab) => tab.key)).toEqual(['home', 'quote', 'trade', 'defi', 'assets']);
    expect(s.downloads.map((d) => [d.name, d.isOpen])).toEqual([['android', 'true'], ['ios', 'true']]);
    expect(s.supportStaff).toHaveLength(3);
    expect(s.languages.map((l) => l.dictValue)).toEqual([...LOCALES]);
    expect(s.timeZone).toBe('Asia/Hong_Kong');
  });

  it('names each language in itself, with a flag served here', async () => {
    const s = await settingsOf();
    const remark = Object.fromEntries(s.languages.map((l) => [l.dictValue, l.remark]));
    expect(remark).toMatchObject({ de: 'Deutsch', ar: 'العربية', iw: 'עברית', tw: '繁體中文', zh: '简体中文', en: 'English' });
    for (const language of s.languages) {
      expect(language.imgUrl).toBe(`/api/static/flags/${language.dictValue}.svg`);
      const response = await t.app.inject({ method: 'GET', url: language.imgUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('gives every tenant a wordmark for light headers and one with light lettering for dark ones', async () => {
    for (const tenant of ['atrium', 'harbor', 'meridian']) {
      const s = await settingsOf(tenant);
      expect(s.logo).toBe(`/api/static/brand/${tenant}.svg`);
      expect(s.logoDark).toBe(`/api/static/brand/${tenant}-dark.svg`);
      const [light, dark] = await Promise.all([s.logo, s.logoDark!].map((url) => t.app.inject({ method: 'GET', url })));
      expect(light!.body).toContain('fill="#1B1F29"');
      expect(dark!.body).toContain('fill="#F2F4F8"');
      // The same name and mark on both: only the lettering changes.
      expect(dark!.body.replace('#F2F4F8', '#1B1F29')).toBe(light!.body);
    }
  });

  it('points every tab at generated icons that exist', async () => {
    for (const tab of (await settingsOf()).tab) {
      expect(tab.imgUrl).toBe(`/api/static/tabs/${tab.key}.svg`);
      expect(tab.checkedImgUrl).toBe(`/api/static/tabs/${tab.key}-active.svg`);
      for (const url of [tab.imgUrl, tab.checkedImgUrl]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('differs on harbor in each setting the shell reads', async () => {
    const atrium = await settingsOf('atrium');
    const s = await settingsOf('harbor');
    expect(s.loginCaptcha).toBe(true);
    expect(s.loginMethods.emailIsOpen).toBe(false);
    expect(s.downloads.filter((d) => d.isOpen === 'true').map((d) => d.name)).toEqual(['android']);
    expect(s.tab.map((tab) => [tab.key, tab.isOpen])).toEqual([
      ['home', true],
      ['quote', true],
      ['trade', false],
      ['defi', false],
      ['assets', true],
    ]);
    expect(s.supportStaff).toHaveLength(1);
    expect(s.languages).toHaveLength(8);
    expect(s.homeCoins).not.toEqual(atrium.homeCoins);
  });

  it('answers an unknown tenant as a bad request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/common/getAllSetting', headers: { 'x-atrium-tenant': 'nowhere' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'Unknown tenant: nowhere' });
  });
});

describe('coin lists', () => {
  it('lists at least 24 symbols across the three lists, with live decimal prices and logos', async () => {
    const { code, data } = await get<CoinLists>('/api/common/getCoinList');
    expect(code).toBe(200);
    const all: CoinEntry[] = [...data.coinList, ...data.currencyList, ...data.contractList];
    expect(new Set(all.map((c) => c.symbol)).size).toBeGreaterThanOrEqual(24);
    for (const c of all) {
      expect(Object.keys(c).sort()).toEqual(
        ['amount', 'baseCoin', 'coin', 'coinType', 'customizeFlag', 'logo', 'market', 'open', 'showSymbol', 'symbol'].sort(),
      );
      expect(c.amount).toMatch(DECIMAL);
      expect(c.open).toMatch(DECIMAL);
      expect(c.logo).toBe(`/api/static/coins/${c.coin.toLowerCase()}.svg`);
    }
    expect(data.currencyList.find((c) => c.symbol === 'btcusdt')).toMatchObject({
      coin: 'btc',
      baseCoin: 'usdt',
      showSymbol: 'BTC/USDT',
      customizeFlag: 1,
      market: 'binance',
      coinType: 1,
    });
    const logo = await t.app.inject({ method: 'GET', url: '/api/static/coins/btc.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('has custom display symbols (customizeFlag 2) and MT5 coins that keep their case', async () => {
    const { data } = await get<CoinLists>('/api/common/getCoinList');
    const custom = data.currencyList.filter((c) => c.customizeFlag === 2);
    expect(custom.length).toBeGreaterThanOrEqual(1);
    expect(custom[0]!.showSymbol).not.toBe(`${custom[0]!.coin.toUpperCase()}/USDT`);
    const gold = data.coinList.find((c) => c.symbol === 'XAUUSD');
    expect(gold).toMatchObject({ coin: 'XAU', market: 'mt5', coinType: 3 });
  });

  it('prices tiny coins without exponent notation', async () => {
    const { data } = await get<CoinLists>('/api/common/getCoinList');
    const shib = data.currencyList.find((c) => c.coin === 'shib')!;
    expect(shib.amount).toMatch(/^0\.0000\d+$/);
  });
});

describe('white paper and dictionaries', () => {
  it('has a white paper on atrium and null on harbor', async () => {
    expect((await get('/api/common/getWhitePaperSetting')).data).toEqual({ url: expect.stringMatching(/^https:\/\/.+\.pdf$/), enabled: true });
    expect(await get('/api/common/getWhitePaperSetting', { 'x-atrium-tenant': 'harbor' })).toEqual({ code: 200, msg: 'ok', data: null });
  });

  it('returns defi_activity_type as dictValue and dictLabel, localised', async () => {
    const en = await get<DictItem[]>('/api/common/type/defi_activity_type');
    expect(en.code).toBe(200);
    expect(en.data[0]).toEqual({ dictValue: '1', dictLabel: 'Liquidity mining reward', lang: 'en' });
    const zh = await get<DictItem[]>('/api/common/type/defi_activity_type', { lang: 'zh' });
    expect(zh.data[0]!.dictLabel).toBe('流动性挖矿奖励');
    expect((await get<DictItem[]>('/api/common/type/unknown_type')).data).toEqual([]);
  });
});

describe('static images', () => {
  it('serves generated SVGs and 404s unknown ones', async () => {
    for (const url of ['/api/static/menu/recharge.svg', '/api/static/banners/atrium-welcome.svg', '/api/static/brand/atrium.svg', '/api/static/support/agent-1.svg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body.startsWith('<svg')).toBe(true);
    }
    for (const url of ['/api/static/flags/xx.svg', '/api/static/nope/a.svg', '/api/static/coins/btc.png', '/api/static/tabs/nope.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
