import { describe, expect, it } from 'vitest';
import type { AssetBalances } from '../contract.js';
import { Dec } from '../funds/amount.js';
import { balanceOf, systemAccount } from '../funds/ledger.js';
import type { NftCollection, NftItem, NftSale } from '../nft/store.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ checkBooks: true });
const c = t.client;

let serial = 0;
async function newUser(usdt?: string): Promise<{ loginName: string; auth: Headers }> {
  const loginName = `nft_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  if (registered.code !== 200) throw new Error(registered.msg);
  if (usdt) await c.post('/api/__dev/credit', { loginName, coin: 'usdt', amount: usdt });
  return { loginName, auth: await c.signIn(loginName, 'secret1') };
}
const usdt = async (auth: Headers) =>
  (await c.get<AssetBalances>('/api/asset/assetBalance', auth)).data.balances.find((b) => b.coin === 'usdt' && b.account === 'funding')?.available ?? '0';
const items = async (query: string, auth: Headers = {}) => (await t.app.inject({ method: 'GET', url: `/api/nft/items?${query}`, headers: auth })).json<{ code: number; rows: NftItem[]; total: number }>();
const house = () => balanceOf(t.db, systemAccount('atrium', 'usdt', 'house'));
const buy = (auth: Headers, itemId: number, price: string) => c.post<{ sale: NftSale; item: NftItem }>('/api/nft/buy', { itemId, price }, auth);

describe('browsing', () => {
  it('lists the seeded collections with their floor, counts and generated images', async () => {
    const collections = (await c.get<NftCollection[]>('/api/nft/collections')).data;
    expect(collections.map((x) => [x.name, x.items, x.listed, x.floorPrice, x.volume])).toEqual([
      ['Nebula Drifters', 6, 4, '9.9', '0'],
      ['Pixel Koi', 6, 6, '18', '0'],
      ['Block Guardians', 6, 5, '95', '0'],
    ]);
    const image = await t.app.inject({ method: 'GET', url: collections[0]!.image });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toBe((await t.app.inject({ method: 'GET', url: collections[0]!.image })).body);
    expect((await c.get(`/api/nft/collection/${collections[0]!.id}`)).data).toEqual(collections[0]);
    expect((await c.get('/api/nft/collection/99999')).msg).toBe('The collection does not exist');
  });

  it('searches, sorts, filters and pages the items', async () => {
    const byPrice = await items('pageNum=1&pageSize=5&sort=price_asc&listedOnly=true');
    expect(byPrice.total).toBe(15);
    expect(byPrice.rows.map((i) => i.price)).toEqual(['9.9', '12.5', '18', '22', '25']);
    const second = await items('pageNum=2&pageSize=5&sort=price_asc&listedOnly=true');
    expect(second.rows[0]!.price).toBe('30');
    expect((await items('pageNum=1&pageSize=3&sort=price_desc')).rows.map((i) => i.price)).toEqual(['240', '150', '120']);
    const koi = await items('pageNum=1&pageSize=20&sort=name&search=koi');
    expect(koi.rows.map((i) => i.name)).toEqual(['Koi Asagi', 'Koi Kohaku', 'Koi Ogon', 'Koi Sakura', 'Koi Shiro', 'Koi Sumi']);
    expect((await items('pageNum=1&pageSize=20&search=%25')).total).toBe(0);
    expect((await items('pageNum=1&pageSize=1&sort=newest')).rows[0]!.name).toBe('Drifter #1');
    for (const q of ['pageNum=0&pageSize=5', 'pageNum=1&pageSize=5&sort=cheap', 'pageSize=5']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/nft/items?${q}` })).statusCode, q).toBe(400);
    }
  });
});

describe('buying, listing and delisting', () => {
  it('buys from the house, lists, and another user buys it: the USDT moves through the ledger', async () => {
    const alice = await newUser('100');
    const bob = await newUser('100');
    const [target] = (await items('pageNum=1&pageSize=1&sort=price_asc&listedOnly=true&search=Drifter')).rows;
    expect(target).toMatchObject({ name: 'Drifter #3', price: '9.9', mine: false, owner: 'Atrium Studio' });
    const houseBefore = await house();

    expect((await buy(alice.auth, target!.id, '9')).msg).toBe('The price has changed');
    const bought = await buy(alice.auth, target!.id, '9.90');
    expect(bought.code).toBe(200);
    expect(bought.data.item).toMatchObject({ mine: true, price: null, owner: 'nft***' });
    expect(bought.data.sale).toMatchObject({ itemId: target!.id, price: '9.9', from: 'Atrium Studio', to: 'nft***' });
    expect(await usdt(alice.auth)).toBe('90.1');
    expect((await house()).available).toBe(new Dec(houseBefore.available).plus('9.9').toFixed());
    expect((await c.get<NftItem[]>('/api/nft/mine', alice.auth)).data.map((i) => i.id)).toEqual([target!.id]);
    expect((await buy(alice.auth, target!.id, '9.9')).msg).toBe('The item is not for sale');

    expect((await c.post('/api/nft/list', { itemId: target!.id, price: '0' }, alice.auth)).msg).toBe('The amount must be greater than 0');
    expect((await c.post('/api/nft/list', { itemId: target!.id, price: '1.123456789' }, alice.auth)).msg).toBe('The amount can have at most 8 decimal places');
    expect((await c.post('/api/nft/list', { itemId: target!.id, price: '20' }, bob.auth)).msg).toBe('You do not own this item');
    expect((await c.post<NftItem>('/api/nft/list', { itemId: target!.id, price: '20' }, alice.auth)).data.price).toBe('20');
    expect((await buy(alice.auth, target!.id, '20')).msg).toBe('You cannot buy your own item');

    const resold = await buy(bob.auth, target!.id, '20');
    expect(resold.data.sale).toMatchObject({ price: '20', from: 'nft***', to: 'nft***' });
    expect(await usdt(alice.auth)).toBe('110.1');
    expect(await usdt(bob.auth)).toBe('80');
    expect((await c.get<NftItem[]>('/api/nft/mine', alice.auth)).data).toEqual([]);
    expect((await c.get<NftSale[]>(`/api/nft/item/${target!.id}/sales`)).data.map((s) => s.price)).toEqual(['20', '9.9']);
    expect((await c.get<NftItem>(`/api/nft/item/${target!.id}`, bob.auth)).data.mine).toBe(true);

    expect((await c.post<NftItem>('/api/nft/list', { itemId: target!.id, price: '30' }, bob.auth)).code).toBe(200);
    expect((await c.post<NftItem>('/api/nft/delist', { itemId: target!.id }, bob.auth)).data.price).toBeNull();
    expect((await c.post('/api/nft/delist', { itemId: target!.id }, bob.auth)).msg).toBe('The item is not for sale');
  });

  it('refuses a buyer without the funds and leaves nothing written', async () => {
    const poor = await newUser('10');
    const [gamma] = (await items('pageNum=1&pageSize=1&search=Gamma')).rows;
    const sales = (await c.get<NftSale[]>(`/api/nft/item/${gamma!.id}/sales`)).data.length;
    expect((await buy(poor.auth, gamma!.id, '240')).msg).toBe('Insufficient balance');
    expect((await c.get<NftItem>(`/api/nft/item/${gamma!.id}`)).data).toMatchObject({ price: '240', owner: 'Atrium Studio' });
    expect((await c.get<NftSale[]>(`/api/nft/item/${gamma!.id}/sales`)).data).toHaveLength(sales);
    expect(await usdt(poor.auth)).toBe('10');
  });

  it('lets one of two simultaneous buyers win', async () => {
    const first = await newUser('200');
    const second = await newUser('200');
    const [alpha] = (await items('pageNum=1&pageSize=1&search=Alpha')).rows;
    const answers = await Promise.all([buy(first.auth, alpha!.id, '100'), buy(second.auth, alpha!.id, '100')]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 500]);
    expect(answers.find((a) => a.code === 500)!.msg).toBe('The item is not for sale');
    expect([await usdt(first.auth), await usdt(second.auth)].sort()).toEqual(['100', '200']);
  });

  it('needs a signed-in caller and a well-formed request', async () => {
    expect((await c.post('/api/nft/buy', { itemId: 1, price: '1' })).code).not.toBe(200);
    const user = await newUser();
    expect((await t.app.inject({ method: 'POST', url: '/api/nft/buy', payload: { itemId: 'x', price: '1' }, headers: user.auth })).statusCode).toBe(400);
    expect((await buy(user.auth, 99999, '1')).msg).toBe('The item does not exist');
    expect((await c.get<NftItem[]>('/api/nft/mine', await c.signIn('demo', 'demo1234'))).data.map((i) => [i.name, i.price])).toEqual([
      ['Drifter #5', null],
      ['Koi Ogon', '64'],
    ]);
  });
});
