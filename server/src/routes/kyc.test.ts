import { describe, expect, it } from 'vitest';
import type { KycInfo } from '../contract.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();
const c = t.client;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** A multipart body as a browser's FormData makes it (the client's uploadFile). */
async function multipart(data: Buffer, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), 'photo');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(auth: Headers, data: Buffer, type = 'image/jpeg', field = 'file') {
  const { payload, contentType } = await multipart(data, type, field);
  return t.app.inject({ method: 'POST', url: '/api/common/upload/OSS', payload, headers: { ...auth, 'content-type': contentType } });
}
const uploadUrl = async (auth: Headers, data = JPEG, type = 'image/jpeg') => (await upload(auth, data, type)).json<{ data: { url: string } }>().data.url;

let serial = 0;
async function newAccount(): Promise<{ loginName: string; auth: Headers }> {
  const loginName = `kyc_user_${++serial}`;
  await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  return { loginName, auth: await c.signIn(loginName, 'secret1') };
}
const kycInfo = async (auth: Headers) => (await c.get<KycInfo>('/api/user/kycInfo', auth)).data;
const submit = (auth: Headers, fields: Record<string, string | number>) => c.post(`/api/user/uploadKYC?${c.query(fields)}`, undefined, auth);
const review = (loginName: string, level: 1 | 2, decision: 'approve' | 'reject', reason?: string) =>
  c.post('/api/__dev/kyc', { loginName, level, decision, ...(reason ? { reason } : {}) });

describe('upload', () => {
  it('stores a JPEG, PNG or WebP and serves it to its owner only, with its type and private caching', async () => {
    const { auth } = await newAccount();
    for (const [data, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
    ] as const) {
      const response = await upload(auth, data, type);
      expect(response.statusCode).toBe(200);
      const { url } = response.json<{ data: { url: string } }>().data;
      expect(url).toMatch(/^\/api\/common\/file\/[0-9a-f]{32}$/);
      const file = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['cache-control']).toBe('private');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(data)).toBe(true);
    }
  });

  it('hides a file from other accounts (404) and asks for a token', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const url = await uploadUrl(owner.auth);
    const response = await t.app.inject({ method: 'GET', url, headers: other.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'File not found' });
    expect((await t.app.inject({ method: 'GET', url })).json<{ msg: string }>().msg).toContain('Token');
    expect((await upload({}, JPEG)).json<{ msg: string }>().msg).toContain('Token');
  });

  it('judges the type by the bytes, not by what the request declares', async () => {
    const { auth } = await newAccount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(auth, html, 'image/png')).json()).toEqual({ code: 500, msg: 'Only JPEG, PNG or WebP images can be uploaded' });
    expect((await upload(auth, JPEG, 'text/html')).json()).toEqual({ code: 500, msg: 'Only JPEG, PNG or WebP images can be uploaded' });
    expect((await upload(auth, Buffer.from('GIF89a....'), 'image/gif')).json<{ code: number }>().code).toBe(500);
    // Declared PNG, bytes JPEG: stored and served as what it is.
    const url = (await upload(auth, JPEG, 'image/png')).json<{ data: { url: string } }>().data.url;
    expect((await t.app.inject({ method: 'GET', url, headers: auth })).headers['content-type']).toBe('image/jpeg');
  });

  it('answers a file over 5 MB with a message, not a crash; exactly 5 MB passes', async () => {
    const { auth } = await newAccount();
    const limit = 5 * 1024 * 1024;
    const big = Buffer.concat([JPEG, Buffer.alloc(limit + 1 - JPEG.length)]);
    const response = await upload(auth, big);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg: 'The file is larger than 5 MB' });
    const exact = Buffer.concat([JPEG, Buffer.alloc(limit - JPEG.length)]);
    expect((await upload(auth, exact)).json<{ code: number }>().code).toBe(200);
    // A declared length far over the limit is refused before the body is read.
    const huge = await upload(auth, Buffer.concat([JPEG, Buffer.alloc(limit + 100 * 1024)]));
    expect(huge.json()).toEqual({ code: 500, msg: 'The file is larger than 5 MB' });
    // The app is still answering.
    expect((await c.get('/api/common/getAllSetting')).code).toBe(200);
  });

  it('answers an empty file, a missing file and a non-multipart body', async () => {
    const { auth } = await newAccount();
    expect((await upload(auth, Buffer.alloc(0))).json()).toEqual({ code: 500, msg: 'The file is empty' });
    expect((await upload(auth, JPEG, 'image/jpeg', 'photo')).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/common/upload/OSS', payload: { file: 'x' }, headers: auth });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ msg: string }>().msg).toMatch(/multipart/);
    const bad = await t.app.inject({ method: 'GET', url: '/api/common/file/not-an-id', headers: auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('KYC', () => {
  it('starts with nothing submitted', async () => {
    const { auth } = await newAccount();
    expect(await kycInfo(auth)).toEqual({
      primary: { status: 'none', realName: null, idNumber: null, reason: null },
      advanced: { status: 'none', reason: null },
    });
    expect((await c.get('/api/user/kycInfo')).msg).toContain('Token');
  });

  it('level 1: checks the name and ID number, then is pending and cannot be sent again', async () => {
    const { auth } = await newAccount();
    expect((await submit(auth, { level: 1, realName: 'A', idNumber: 'AB12345' })).msg).toBe('Please enter your real name (2 to 50 characters)');
    expect((await submit(auth, { level: 1, realName: 'x'.repeat(51), idNumber: 'AB12345' })).msg).toMatch(/real name/);
    expect((await submit(auth, { level: 1, realName: 'Ada Lovelace', idNumber: 'AB-12345' })).msg).toBe(
      'Please enter a valid ID number (5 to 30 letters or digits)',
    );
    expect((await submit(auth, { level: 1, realName: 'Ada Lovelace', idNumber: '1234' })).msg).toMatch(/ID number/);
    expect(await submit(auth, { level: 1, realName: '  Ada   Lovelace ', idNumber: 'AB12345' })).toEqual({ code: 200, msg: 'Submitted for review', data: null });
    expect((await kycInfo(auth)).primary).toEqual({ status: 'pending', realName: 'Ada Lovelace', idNumber: 'AB12345', reason: null });
    expect((await submit(auth, { level: 1, realName: 'Ada Byron', idNumber: 'AB12345' })).msg).toBe('Your submission is under review');
  });

  it('a rejected level shows the reason and can be sent again; an approved one cannot', async () => {
    const { loginName, auth } = await newAccount();
    await submit(auth, { level: 1, realName: 'Grace Hopper', idNumber: 'GH1906' });
    expect((await review(loginName, 1, 'reject', 'The ID number is unreadable')).code).toBe(200);
    expect((await kycInfo(auth)).primary).toMatchObject({ status: 'rejected', reason: 'The ID number is unreadable' });
    expect((await submit(auth, { level: 1, realName: 'Grace Hopper', idNumber: 'GH19061209' })).code).toBe(200);
    expect((await kycInfo(auth)).primary).toEqual({ status: 'pending', realName: 'Grace Hopper', idNumber: 'GH19061209', reason: null });
    await review(loginName, 1, 'approve');
    expect((await kycInfo(auth)).primary.status).toBe('approved');
    expect((await submit(auth, { level: 1, realName: 'Grace Hopper', idNumber: 'GH1906' })).msg).toBe('This level is already verified');
  });

  it('level 2: only after level 1 is approved, with three of this account\'s own uploads', async () => {
    const { loginName, auth } = await newAccount();
    const other = await newAccount();
    const [front, back, hand] = [await uploadUrl(auth), await uploadUrl(auth, PNG, 'image/png'), await uploadUrl(auth)];
    const photos = { level: 2, frontImg: front, backImg: back, handImg: hand };

    expect((await submit(auth, photos)).msg).toBe('Please complete primary verification first');
    await submit(auth, { level: 1, realName: 'Alan Turing', idNumber: 'AT1912' });
    expect((await submit(auth, photos)).msg).toBe('Your primary verification is still under review');
    await review(loginName, 1, 'approve');

    expect((await submit(auth, { level: 2, frontImg: front, backImg: back })).msg).toBe('Please upload a photo of you holding your ID');
    expect((await submit(auth, { ...photos, handImg: front })).msg).toBe('Please upload three different photos');
    expect((await submit(auth, { ...photos, backImg: '/api/static/coins/btc.svg' })).msg).toBe('Please upload the back of your ID again');
    const stranger = await uploadUrl(other.auth);
    expect((await submit(auth, { ...photos, handImg: stranger })).msg).toBe('Please upload a photo of you holding your ID again');

    // The front end may pass the URL back as a full URL.
    expect((await submit(auth, { ...photos, frontImg: `https://app.example${front}` })).code).toBe(200);
    expect((await kycInfo(auth)).advanced).toEqual({ status: 'pending', reason: null });
    expect((await submit(auth, photos)).msg).toBe('Your submission is under review');
    await review(loginName, 2, 'reject');
    expect((await kycInfo(auth)).advanced).toEqual({ status: 'rejected', reason: 'The documents could not be verified' });
    expect((await submit(auth, photos)).code).toBe(200);
  });

  it('answers a level other than 1 or 2 as malformed (HTTP 400)', async () => {
    const { auth } = await newAccount();
    const response = await t.app.inject({ method: 'POST', url: '/api/user/uploadKYC?level=3&realName=Ada&idNumber=12345', headers: auth });
    expect(response.statusCode).toBe(400);
  });

  it('the development review finds accounts by e-mail too and reports a level never submitted', async () => {
    expect((await review('nobody_at_all', 1, 'approve')).msg).toBe('No account nobody_at_all in atrium');
    expect((await review('demo@atrium.example', 2, 'approve')).msg).toBe('demo@atrium.example has not submitted level 2');
  });
});
