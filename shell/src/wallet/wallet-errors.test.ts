import { describe, expect, it } from 'vitest';
import { ApiError } from '@atrium/api';
import { WalletError, walletFailureOf } from './wallet-errors';

describe('reading a wallet failure', () => {
  it('recognises a user rejection from EIP-1193, ethers and TronLink', () => {
    expect(walletFailureOf({ code: 4001, message: 'User rejected the request.' })).toBe('rejected');
    expect(walletFailureOf(Object.assign(new Error('user rejected action'), { code: 'ACTION_REJECTED' }))).toBe('rejected');
    expect(walletFailureOf('Confirmation declined by user')).toBe('rejected');
  });

  it('tells a pending request and a locked wallet apart', () => {
    expect(walletFailureOf({ code: -32002, message: 'Request already pending' })).toBe('pending');
    expect(walletFailureOf({ code: 4100, message: 'Unauthorized' })).toBe('locked');
    expect(walletFailureOf(new WalletError('locked'))).toBe('locked');
  });

  it('leaves a server refusal to the message the client already showed', () => {
    expect(walletFailureOf(new ApiError('Signature expired', 500, 'business'))).toBe('server');
  });

  it('calls anything else a failure', () => {
    expect(walletFailureOf(new Error('boom'))).toBe('failed');
    expect(walletFailureOf(undefined)).toBe('failed');
  });
});
