import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';
import { TOO_MANY_UPLOAD_BYTES, TOO_MANY_UPLOADS, UPLOAD_BYTES_PER_DAY, UPLOAD_FILES_PER_DAY, UPLOAD_WINDOW_MS } from './quota.js';
import { UPLOAD_MAX_BYTES } from './rules.js';

const t = useTestApp();
const c = t.client;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
/** The largest photo the upload takes. */
const FIVE_MB = Buffer.concat([JPEG, Buffer.alloc(UPLOAD_MAX_BYTES - JPEG.length)]);

/** The upload as the client sends it (a browser's FormData); answers {code, msg}. */
async function upload(auth: Headers, data: Buffer): Promise<{ code: number; msg: string }> {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const response = await t.app.inject({ method: 'POST', url: '/api/common/upload/OSS', payload, headers: { ...auth, 'content-type': request.headers.get('content-type')! } });
  return response.json();
}

let serial = 0;
async function newAccount(): Promise<Headers> {
  const loginName = `quota_user_${++serial}`;
  await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  return c.signIn(loginName, 'secret1');
}

const storedBytes = async () => (await t.db.query<{ bytes: number }>('SELECT coalesce(sum(size), 0)::float8 AS bytes FROM uploads'))[0]!.bytes;

/**
 * Earlier uploads of the day, as rows: their sizes are what the quota sums, and the bytes
 * themselves are left out because writing 5 MB into PGlite takes over a second each.
 */
async function uploadedEarlier(auth: Headers, count: number, size: number): Promise<void> {
  const userId = (await c.get<{ user: { userId: number } }>('/api/user/getInfo', auth)).data.user.userId;
  for (let i = 0; i < count; i++) {
    await t.db.query("INSERT INTO uploads (id, tenant, user_id, content_type, size, data, create_time) VALUES ($1, 'atrium', $2, 'image/jpeg', $3, $4, $5)", [
      randomBytes(16).toString('hex'),
      userId,
      size,
      JPEG,
      Date.now() - 3_600_000,
    ]);
  }
}

describe('upload quota', () => {
  it(`takes ${UPLOAD_BYTES_PER_DAY / UPLOAD_MAX_BYTES} photos of 5 MB a day from one user: of 18, the rest are refused, also when sent at once`, async () => {
    const auth = await newAccount();
    const allowed = UPLOAD_BYTES_PER_DAY / UPLOAD_MAX_BYTES;
    await uploadedEarlier(auth, allowed - 1, UPLOAD_MAX_BYTES);
    const before = await storedBytes();
    const answers = await Promise.all(Array.from({ length: 18 - (allowed - 1) }, () => upload(auth, FIVE_MB)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200)).toEqual(Array(answers.length - 1).fill({ code: 500, msg: TOO_MANY_UPLOAD_BYTES }));
    expect(await storedBytes()).toBe(before + UPLOAD_MAX_BYTES);
    // Someone else still uploads.
    expect((await upload(await newAccount(), JPEG)).code).toBe(200);
  });

  it(`takes ${UPLOAD_FILES_PER_DAY} files a day from one user, then again once the oldest is a day old`, async () => {
    const auth = await newAccount();
    for (let i = 0; i < UPLOAD_FILES_PER_DAY; i++) expect((await upload(auth, JPEG)).code).toBe(200);
    expect(await upload(auth, JPEG)).toEqual({ code: 500, msg: TOO_MANY_UPLOADS });
    try {
      await c.shiftClock(UPLOAD_WINDOW_MS - 60_000);
      expect(await upload(auth, JPEG)).toEqual({ code: 500, msg: TOO_MANY_UPLOADS });
      await c.shiftClock(UPLOAD_WINDOW_MS + 60_000);
      expect((await upload(auth, JPEG)).code).toBe(200);
    } finally {
      await c.shiftClock(0);
    }
  });
});
