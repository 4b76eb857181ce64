import { describe, expect, it } from 'vitest';
import type { DictItem, FinanceProduct, Mail, NftCollection, NftItem, Notice, Settings, UplanOrder, UplanProduct } from '../contract.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

/**
 * Each kind of server text in the reader's language (issue 19): the seeded languages (en, tw, ru,
 * ar, de) answer in their own words and say so (`lang`); a language without a translation (pl)
 * and an unknown one answer in English and say `lang: 'en'`, never a mix of the two.
 */
let demo: Headers;
const t = useTestApp({
  setup: async (client) => {
    demo = await client.signIn('demo', 'demo1234');
  },
});
const c = t.client;

const SEEDED = ['en', 'tw', 'ru', 'ar', 'de'] as const;
const lang = (code: string): Headers => ({ lang: code });

/** Text in a script of its own: Traditional Chinese, Cyrillic or Arabic (German and English share Latin). */
const SCRIPT: Record<string, RegExp> = { tw: /\p{Script=Han}/u, ru: /\p{Script=Cyrillic}/u, ar: /\p{Script=Arabic}/u };

/** Each seeded language's text differs from the English one and, where it has a script of its own, is in it. */
function expectTranslated(texts: Record<string, string>): void {
  for (const code of SEEDED) {
    if (code === 'en') continue;
    expect(texts[code], code).not.toBe(texts.en);
    if (SCRIPT[code]) expect(texts[code], code).toMatch(SCRIPT[code]);
  }
}

async function inEach<T>(read: (headers: Headers) => Promise<T>): Promise<Record<string, T>> {
  const entries = await Promise.all([...SEEDED, 'pl', 'xx'].map(async (code) => [code, await read(lang(code))] as const));
  return Object.fromEntries(entries);
}

describe('notices, the notice bar and help', () => {
  it.each(['NOTICE', 'BROADCAST', 'HELP_CENTER'])('answers %s in each seeded language, and in English marked en elsewhere', async (key) => {
    const lists = await inEach(async (headers) => (await c.get<never>(`/api/notice/list?key=${key}`, headers)) as unknown as { rows: Notice[] });
    const first = (code: string) => lists[code]!.rows[0]!;
    for (const code of SEEDED) expect(first(code).lang, code).toBe(code);
    expectTranslated(Object.fromEntries(SEEDED.map((code) => [code, first(code).title])));
    for (const code of ['pl', 'xx']) {
      expect(first(code)).toEqual(first('en'));
      expect(first(code).lang).toBe('en');
    }
    // The whole list is in one language per notice: never a Russian title over an English body.
    for (const notice of lists.ru!.rows) expect([notice.title, notice.summary, notice.content].every((text) => SCRIPT.ru!.test(text))).toBe(true);
  });

  it('reads a standard tag as its locale (zh-TW is tw, ru-RU is ru)', async () => {
    const one = async (headers: Headers) => ((await c.get<never>('/api/notice/list?key=NOTICE', headers)) as unknown as { rows: Notice[] }).rows[0]!;
    expect(await one({ lang: 'zh-TW' })).toMatchObject({ lang: 'tw', title: '安全提醒：我們絕不會要求代幣授權' });
    expect(await one({ language: 'ru-RU' })).toMatchObject({ lang: 'ru' });
  });

  it('marks an untranslated notice English even where the list is otherwise translated (legal texts have no tw or ru)', async () => {
    const intro = async (code: string) => ((await c.get<never>('/api/notice/list?key=EXCHANGE_INTRODUCTION', lang(code))) as unknown as { rows: Notice[] }).rows[0]!;
    expect(await intro('ru')).toMatchObject({ lang: 'en', title: 'About Atrium' });
    expect(await intro('de')).toMatchObject({ lang: 'de', title: 'Über Atrium' });
  });
});

describe('announcements (mails)', () => {
  it('answers the announcement in the reader\'s language, English marked en where it has none', async () => {
    const latest = await inEach(async (headers) => ((await c.get<never>('/api/mail/listByUserId', { ...demo, ...headers })) as unknown as { rows: Mail[] }).rows[0]!);
    for (const code of SEEDED) expect(latest[code]!.lang, code).toBe(code);
    expect(latest.ru).toMatchObject({ title: 'Новые рынки на Atrium', type: 1 });
    expect(latest.tw!.title).toBe('Atrium 上線新市場');
    expect(latest.ar!.content).toMatch(SCRIPT.ar!);
    expect(latest.pl).toEqual(latest.en);
    expect(latest.en).toMatchObject({ title: 'New markets on Atrium', lang: 'en' });
  });
});

describe('reward types', () => {
  it('labels the DeFi reward types in each seeded language', async () => {
    const labels = await inEach(async (headers) => (await c.get<DictItem[]>('/api/common/type/defi_activity_type', headers)).data[0]!);
    expect(labels.ru).toEqual({ dictValue: '1', dictLabel: 'Награда за майнинг ликвидности', lang: 'ru' });
    expect(labels.tw).toEqual({ dictValue: '1', dictLabel: '流動性挖礦獎勵', lang: 'tw' });
    expect(labels.pl).toEqual({ dictValue: '1', dictLabel: 'Liquidity mining reward', lang: 'en' });
    expectTranslated(Object.fromEntries(SEEDED.map((code) => [code, labels[code]!.dictLabel])));
  });
});

describe('U plan', () => {
  it('names a plan and says its introduction and rules in each seeded language, from one translation', async () => {
    const products = await inEach(async (headers) => ((await c.get<never>('/api/uplanProduct/list', headers)) as unknown as { rows: UplanProduct[] }).rows[0]!);
    expect(products.ru).toMatchObject({ title: 'План «Старт»', lang: 'ru', limitMin: '100', days: 7 });
    expect(products.ru!.productRule).toContain('минимум на 100 USDT');
    expect(products.ru!.productIntroduction).toContain('на 7 дней');
    expect(products.tw).toMatchObject({ title: '入門計劃', lang: 'tw' });
    expect(products.ar!.productRule).toMatch(SCRIPT.ar!);
    expect(products.de).toMatchObject({ title: 'Starter-Plan', lang: 'de' });
    expect(products.pl).toEqual({ ...products.en, lang: 'en' });
    expect(products.pl!.title).toBe('Starter Plan');
    expectTranslated(Object.fromEntries(SEEDED.map((code) => [code, products[code]!.productRule])));
    // The terms are the product's, whatever the language.
    for (const code of SEEDED) expect({ ...products[code], title: '', productIntroduction: '', productRule: '', lang: '' }).toEqual({ ...products.en, title: '', productIntroduction: '', productRule: '', lang: '' });

    const one = (await c.get<UplanProduct>(`/api/uplanProduct/${products.en!.id}`, lang('ar'))).data;
    expect(one).toEqual(products.ar);
  });

  it('names an order\'s plan in the reader\'s language', async () => {
    const plan = ((await c.get<never>('/api/uplanProduct/list')) as unknown as { rows: UplanProduct[] }).rows[0]!;
    await c.post('/api/__dev/credit', { loginName: 'demo', coin: 'usdt', amount: '1000', account: 'funding' });
    const signed = await c.post<UplanOrder>('/api/uplanOrder/createOrder', { planId: plan.id, alreadyAmount: '100' }, { ...demo, ...lang('ru') });
    expect(signed.data).toMatchObject({ planTitle: 'План «Старт»', lang: 'ru' });
    const orders = (await c.get<never>('/api/uplanOrder/list?orderStatus=1', { ...demo, ...lang('pl') })) as unknown as { rows: UplanOrder[] };
    expect(orders.rows[0]).toMatchObject({ planTitle: 'Starter Plan', lang: 'en' });
    expect((await c.get<UplanOrder>(`/api/uplanOrder/${signed.data.id}`, { ...demo, ...lang('de') })).data).toMatchObject({ planTitle: 'Starter-Plan', lang: 'de' });
  });

  it('says the minimum as a sentence', async () => {
    const plan = ((await c.get<never>('/api/uplanProduct/list')) as unknown as { rows: UplanProduct[] }).rows[0]!;
    expect((await c.post('/api/uplanOrder/createOrder', { planId: plan.id, alreadyAmount: '50' }, demo)).msg).toBe('Minimum amount: 100 USDT');
  });
});

describe('financial products', () => {
  it('names a product in each seeded language', async () => {
    const products = await inEach(async (headers) => (await c.get<FinanceProduct[]>('/api/financial/list?kind=financial', headers)).data[0]!);
    expect(products.ru).toMatchObject({ name: 'USDT Гибкий вклад', lang: 'ru' });
    expect(products.tw).toMatchObject({ name: 'USDT 活期寶', lang: 'tw' });
    expect(products.pl).toMatchObject({ name: 'USDT Flexible Saver', lang: 'en' });
    expectTranslated(Object.fromEntries(SEEDED.map((code) => [code, products[code]!.description])));
  });
});

describe('NFT', () => {
  it('says an item\'s traits and values in each seeded language, English marked en elsewhere', async () => {
    const items = await inEach(async (headers) => ((await c.get<never>('/api/nft/items?pageNum=1&pageSize=100&sort=name', headers)) as unknown as { rows: NftItem[] }).rows);
    const koi = (code: string) => items[code]!.find((item) => item.name === 'Koi Sakura')!;
    expect(koi('en').attributes).toEqual([
      { trait: 'Scale', value: 'Pink', lang: 'en' },
      { trait: 'Fins', value: 'Long', lang: 'en' },
    ]);
    expect(koi('ru').attributes).toEqual([
      { trait: 'Чешуя', value: 'Розовая', lang: 'ru' },
      { trait: 'Плавники', value: 'Длинные', lang: 'ru' },
    ]);
    expect(koi('tw').attributes[0]).toEqual({ trait: '鱗片', value: '粉紅色', lang: 'tw' });
    expect(koi('ar').attributes[0]).toEqual({ trait: 'الحراشف', value: 'وردية', lang: 'ar' });
    expect(koi('de').attributes[0]).toEqual({ trait: 'Schuppen', value: 'Rosa', lang: 'de' });
    expect(koi('pl').attributes).toEqual(koi('en').attributes);
    // Every seeded attribute has its words in every seeded language.
    for (const code of ['tw', 'ru', 'ar', 'de']) for (const item of items[code]!) for (const a of item.attributes) expect(a.lang, `${item.name} ${a.trait}`).toBe(code);
    // The names are proper names: the same in every language.
    expect(items.ru!.map((item) => item.name)).toEqual(items.en!.map((item) => item.name));

    const one = (await c.get<NftItem>(`/api/nft/item/${koi('en').id}`, lang('ru'))).data;
    expect(one.attributes).toEqual(koi('ru').attributes);
  });

  it('describes a collection in each seeded language', async () => {
    const collections = await inEach(async (headers) => (await c.get<NftCollection[]>('/api/nft/collections', headers)).data[0]!);
    for (const code of SEEDED) expect(collections[code]!.lang, code).toBe(code);
    expect(collections.pl).toEqual(collections.en);
    expectTranslated(Object.fromEntries(SEEDED.map((code) => [code, collections[code]!.description])));
    expect(collections.ru!.name).toBe(collections.en!.name);
  });
});

describe('banners', () => {
  it('carries each banner\'s headline in every seeded language, in settings that are the same for every reader', async () => {
    const settings = await inEach(async (headers) => (await c.get<Settings>('/api/common/getAllSetting', headers)).data);
    for (const code of ['ru', 'pl']) expect(settings[code]).toEqual(settings.en);
    const [welcome] = settings.en!.playing;
    expect(welcome).toMatchObject({ imgUrl: '/api/static/banners/atrium-welcome.svg', linkUrl: '/quote' });
    expect(Object.keys(welcome!.headlines ?? {}).sort()).toEqual(['ar', 'de', 'en', 'ru', 'tw', 'zh']);
    expect(welcome!.headlines!.ru).toEqual({ title: '24 актива в одном аккаунте', subtitle: 'Спот, контракты и секундные контракты' });
    expectTranslated(Object.fromEntries(SEEDED.map((code) => [code, welcome!.headlines![code]!.title])));
    for (const tenant of ['atrium', 'harbor', 'meridian']) {
      const playing = (await c.get<Settings>('/api/common/getAllSetting', { 'x-atrium-tenant': tenant })).data.playing;
      expect(playing.length, tenant).toBeGreaterThan(0);
      for (const banner of playing) expect(banner.headlines?.en, `${tenant} ${banner.imgUrl}`).toBeDefined();
    }
  });

  it('draws the banner picture without words, at the size the app reserves', async () => {
    const picture = (await t.app.inject({ method: 'GET', url: '/api/static/banners/atrium-welcome.svg' })).body;
    expect(picture).toMatch(/^<svg[^>]* width="750" height="300"/);
    expect(picture).not.toContain('<text');
  });
});
