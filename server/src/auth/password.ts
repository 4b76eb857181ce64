import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N=16384, r=8, p=1 (OWASP's minimum), about 50 ms per hash here; 64-byte keys. */
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

function scrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export interface PasswordHash {
  salt: string;
  hash: string;
}

/** A fresh random salt per user, stored beside the hash. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: (await scrypt(password, salt)).toString('hex') };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await scrypt(password, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Something to verify against when the account does not exist, so that "no such user" takes as
 * long as "wrong password" and the two cannot be told apart by timing.
 */
let decoy: Promise<PasswordHash> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(12).toString('hex')));
