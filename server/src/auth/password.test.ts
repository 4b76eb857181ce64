import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  it('salts every hash: the same password twice gives two salts and two hashes, both of which verify', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(a.hash).toMatch(/^[0-9a-f]{128}$/);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1234', b)).toBe(true);
  });

  it('refuses a wrong password, a prefix, a different case and a hash of another length', async () => {
    const stored = await hashPassword('Fund-Pass-1');
    for (const wrong of ['fund-pass-1', 'Fund-Pass-', 'Fund-Pass-12', '']) expect(await verifyPassword(wrong, stored), wrong).toBe(false);
    expect(await verifyPassword('Fund-Pass-1', { salt: stored.salt, hash: stored.hash.slice(0, 64) })).toBe(false);
  });

  it('reads compatibility forms of Unicode as the same password (NFKC), so a keyboard’s choice does not lock anyone out', async () => {
    const stored = await hashPassword('ｐａｓｓ１２３'); // full-width forms
    expect(await verifyPassword('pass123', stored)).toBe(true);
  });

  it('has a decoy to verify against for unknown accounts, made once', async () => {
    expect(await decoyHash()).toBe(await decoyHash());
    expect(await verifyPassword('anything', await decoyHash())).toBe(false);
  });
});
