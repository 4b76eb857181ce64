import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { hashPassword } from '../auth/password.js';
import { createSession } from '../auth/sessions.js';
import { requireSignedIn } from '../auth/signed-in.js';
import type { Queryable } from '../db/db.js';
import { Input, badRequest } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { resolveInviter } from '../users/invite.js';
import { createUser, findUserByAddress, isUniqueViolation, loginNameFree, setAddress } from '../users/user-store.js';
import { WALLET_TYPES, normaliseAddress, type WalletType } from '../wallet/address.js';
import { consumeNonce, findNonce, newNonce, NONCE_TTL_MS, saveNonce } from '../wallet/nonce-store.js';
import { signInMessage } from '../wallet/sign-in-message.js';
import { signatureMatches } from '../wallet/verify-signature.js';
import type { WalletLoginPayload, WalletNonce } from '../contract.js';

const MSG_NONCE = {
  unknown: 'Sign-in request not found, please try again',
  used: 'This sign-in request has already been used, please try again',
  expired: 'This sign-in request has expired, please try again',
  badSignature: 'Signature does not match the address',
} as const;

const nonceSchema = {
  querystring: {
    type: 'object',
    required: ['address', 'walletType'],
    properties: { address: { type: 'string', maxLength: 64 }, walletType: { type: 'string', enum: [...WALLET_TYPES] } },
  },
};

const walletLoginSchema = {
  body: {
    type: 'object',
    required: ['signType', 'address', 'walletType', 'nonce', 'signature'],
    properties: {
      signType: { type: 'integer', enum: [0] },
      address: { type: 'string', maxLength: 64 },
      walletType: { type: 'string', enum: [...WALLET_TYPES] },
      nonce: { type: 'string', maxLength: 64 },
      // 65 bytes as hex, with or without 0x; anything else simply fails verification.
      signature: { type: 'string', maxLength: 200 },
      activeCode: { type: 'string', maxLength: 32 },
    },
  },
};

/**
 * The wallet's proof that it holds `address`: a signature of this tenant's stored challenge for
 * that address and chain, fresh and unused. The caller consumes the nonce in its transaction.
 */
async function checkChallenge(
  db: Queryable,
  tenant: string,
  proof: { nonce: string; address: string; walletType: WalletType; signature: string },
  now: number,
): Promise<void> {
  const challenge = await findNonce(db, tenant, proof.nonce);
  if (!challenge || challenge.address !== proof.address || challenge.walletType !== proof.walletType) throw new BusinessError(MSG_NONCE.unknown);
  if (challenge.usedAt !== null) throw new BusinessError(MSG_NONCE.used);
  if (challenge.expiresAt <= now) throw new BusinessError(MSG_NONCE.expired);
  // The signature is checked against the message the server stored, never one the client sends.
  if (!signatureMatches(proof.walletType, challenge.message, proof.signature, proof.address)) throw new BusinessError(MSG_NONCE.badSignature);
}

const requireAddress = (walletType: WalletType, raw: string) => {
  const address = normaliseAddress(walletType, raw);
  if (!address) throw new BusinessError(`Invalid ${walletType === 'ETH' ? 'Ethereum' : 'TRON'} address`);
  return address;
};

/**
 * Wallet sign-in by signed challenge (docs/architecture.md "Safety line for wallets", capability
 * `walletNonce`) and binding an address to an account. Nothing here ever asks for, or records,
 * a token approval.
 */
export function registerWalletRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  api.get<{ Querystring: { address: string; walletType: WalletType } }>('/api/user/walletNonce', { schema: nonceSchema }, async (request) => {
    const { walletType } = request.query;
    const address = requireAddress(walletType, request.query.address);
    const tenant = await requireTenant(db, request.tenant);
    const issuedAt = clock.now();
    const expiresAt = issuedAt + NONCE_TTL_MS;
    const nonce = newNonce();
    const message = signInMessage({ siteName: tenant.displayName, walletType, address, nonce, issuedAt, expiresAt });
    await saveNonce(db, tenant.name, { nonce, address, walletType, message, expiresAt }, issuedAt);
    const answer: WalletNonce = { nonce, message, expiresAt: new Date(expiresAt).toISOString() };
    return ok(answer);
  });

  api.post<{ Body: WalletLoginPayload }>('/api/user/walletLogin', { schema: walletLoginSchema }, async (request) => {
    const body = request.body;
    const address = requireAddress(body.walletType, body.address);
    const tenant = await requireTenant(db, request.tenant);
    const now = clock.now();

    await checkChallenge(db, tenant.name, { ...body, address }, now);

    // A first sign-in opens an account: its invite code is checked and its unusable random
    // password hashed before the transaction, which then stays short.
    const known = await findUserByAddress(db, tenant.name, address);
    const newAccount = known
      ? undefined
      : {
          invitedBy: await resolveInviter(db, tenant.name, body.activeCode),
          password: await hashPassword(randomBytes(32).toString('hex')),
        };

    // Two attempts: a first sign-in of one address racing another loses the unique index on the
    // address, and then finds the account the other one opened.
    for (let attempt = 0; ; attempt++) {
      try {
        const satoken = await db.transaction(async (tx) => {
          if (!(await consumeNonce(tx, tenant.name, body.nonce, now))) throw new BusinessError(MSG_NONCE.used);
          const user = await findUserByAddress(tx, tenant.name, address);
          const userId =
            user?.id ??
            (await createUser(tx, {
              tenant: tenant.name,
              loginName: await walletLoginName(tx, tenant.name, address),
              email: null,
              phone: null,
              password: newAccount?.password ?? (await hashPassword(randomBytes(32).toString('hex'))),
              invitedBy: newAccount?.invitedBy ?? null,
              wallet: { address, walletType: body.walletType },
              coins: tenant.settings.assetCoins.map((c) => c.coin),
              now,
            }));
          return createSession(tx, tenant.name, userId, now);
        });
        return ok({ satoken });
      } catch (error) {
        if (attempt === 0 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  });

  // updateUserAddress (type, address, nonce, signature; query or body): binds an address to the
  // caller's account. The spec's userId is ignored: the token names the account (rule 14). The
  // wallet proves the address with a signed walletNonce challenge, as for sign-in: without it,
  // anyone could bind someone else's address and catch that person's later wallet sign-in.
  api.post('/api/user/updateUserAddress', async (request) => {
    const now = clock.now();
    const { userId } = await requireSignedIn(db, request, now);
    const input = new Input(request);
    const type = input.string('type', 8)?.trim().toUpperCase();
    if (type !== 'ETH' && type !== 'TRON') throw badRequest('type must be ETH or TRON');
    const raw = input.string('address', 64) ?? '';
    if (!raw.trim()) throw new BusinessError('Please enter the address');
    const address = requireAddress(type, raw);
    const nonce = input.string('nonce', 64) ?? '';
    const signature = input.string('signature', 200) ?? '';
    if (!nonce || !signature) throw new BusinessError('Please sign the request with your wallet');
    await checkChallenge(db, request.tenant, { nonce, address, walletType: type, signature }, now);
    const taken = 'This address is bound to another account';
    try {
      await db.transaction(async (tx) => {
        if (!(await consumeNonce(tx, request.tenant, nonce, now))) throw new BusinessError(MSG_NONCE.used);
        const holder = await findUserByAddress(tx, request.tenant, address);
        if (holder && holder.id !== userId) throw new BusinessError(taken);
        await setAddress(tx, userId, address, type);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(taken);
      throw error;
    }
    return ok(null, 'Address bound');
  });
}

/**
 * wallet_<last 8 characters of the address> (lower case for Ethereum); on the rare clash with
 * another account's name, a random suffix (still within the 20 characters of a login name).
 */
async function walletLoginName(tx: Queryable, tenant: string, address: string): Promise<string> {
  const tail = address.slice(-8);
  const base = `wallet_${address.startsWith('0x') ? tail.toLowerCase() : tail}`;
  if (await loginNameFree(tx, tenant, base)) return base;
  for (;;) {
    const candidate = `${base}_${randomBytes(2).toString('hex')}`;
    if (await loginNameFree(tx, tenant, candidate)) return candidate;
  }
}
