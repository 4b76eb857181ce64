import { SigningKey, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ethSignatureMatches } from './eth-signature.js';
import { signInMessage } from './sign-in-message.js';
import { tronAddressFromEth } from './tron-address.js';
import { tronMessageDigest, tronSignatureMatches } from './tron-signature.js';

const alice = Wallet.createRandom();
const mallory = Wallet.createRandom();
const message = signInMessage({
  siteName: 'Atrium',
  walletType: 'ETH',
  address: alice.address,
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: Date.UTC(2025, 0, 2, 3, 4, 5),
  expiresAt: Date.UTC(2025, 0, 2, 3, 9, 5),
});

describe('the sign-in message', () => {
  it('names the site, the account, the nonce and the times (EIP-4361 style)', () => {
    expect(message).toBe(
      `Atrium wants you to sign in with your Ethereum account:\n${alice.address}\n\n` +
        'Sign in to Atrium. This request will not trigger a blockchain transaction or cost any gas fees.\n\n' +
        'Nonce: 0123456789abcdef0123456789abcdef\nIssued At: 2025-01-02T03:04:05.000Z\nExpiration Time: 2025-01-02T03:09:05.000Z',
    );
  });
});

describe('Ethereum (EIP-191 personal_sign)', () => {
  it('accepts the signature of the address owner, in any address case and without 0x', async () => {
    const signature = await alice.signMessage(message);
    expect(ethSignatureMatches(message, signature, alice.address)).toBe(true);
    expect(ethSignatureMatches(message, signature, alice.address.toLowerCase())).toBe(true);
    expect(ethSignatureMatches(message, signature.slice(2), alice.address)).toBe(true);
  });

  it('refuses another key, a tampered message and garbage', async () => {
    expect(ethSignatureMatches(message, await mallory.signMessage(message), alice.address)).toBe(false);
    const signature = await alice.signMessage(message);
    expect(ethSignatureMatches(message.replace('Nonce: 0', 'Nonce: 1'), signature, alice.address)).toBe(false);
    expect(ethSignatureMatches(message, '0x1234', alice.address)).toBe(false);
    expect(ethSignatureMatches(message, 'zz'.repeat(65), alice.address)).toBe(false);
  });
});

/** What TronLink's signMessageV2 does: sign the TRON digest with the account's key. */
const tronSign = (wallet: { privateKey: string }, text: string) => new SigningKey(wallet.privateKey).sign(tronMessageDigest(text)).serialized;

describe('TRON (TronWeb signMessageV2)', () => {
  const aliceTron = tronAddressFromEth(alice.address);

  it('hashes "\\x19TRON Signed Message:\\n" + byte length + message (UTF-8 bytes, not characters)', () => {
    // "é" is two bytes: a character count would give a different digest.
    expect(tronMessageDigest('é')).not.toBe(tronMessageDigest('e'));
    expect(tronMessageDigest('abc')).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('accepts the signature of the address owner', () => {
    expect(tronSignatureMatches(message, tronSign(alice, message), aliceTron)).toBe(true);
  });

  it('refuses another key, a tampered message, an Ethereum-style signature and garbage', async () => {
    expect(tronSignatureMatches(message, tronSign(mallory, message), aliceTron)).toBe(false);
    expect(tronSignatureMatches(`${message} `, tronSign(alice, message), aliceTron)).toBe(false);
    // The prefixes differ, so a personal_sign signature is not a TRON one.
    expect(tronSignatureMatches(message, await alice.signMessage(message), aliceTron)).toBe(false);
    expect(tronSignatureMatches(message, '0xdeadbeef', aliceTron)).toBe(false);
  });
});
