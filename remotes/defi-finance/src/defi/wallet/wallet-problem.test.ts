import { describe, expect, it } from 'vitest';
import { WalletConfigError } from '@atrium/platform';
import { walletProblem } from './wallet-problem';

describe('walletProblem', () => {
  it('reads HTTP 429 from an RPC as the 1300 rate limit (ethers, axios/tronweb, JSON-RPC)', () => {
    expect(walletProblem({ code: 'SERVER_ERROR', response: { statusCode: 429 }, message: 'server response 429 Too Many Requests' })).toEqual({ kind: 'rate-limit', code: 1300 });
    expect(walletProblem({ response: { status: 429 }, message: 'Request failed' })).toEqual({ kind: 'rate-limit', code: 1300 });
    expect(walletProblem({ code: 'UNKNOWN_ERROR', error: { code: -32005, message: 'limit exceeded' } })).toEqual({ kind: 'rate-limit', code: 1300 });
  });

  it('reads a malformed chain configuration as the 1301 invalid provider configuration', () => {
    expect(walletProblem(new WalletConfigError('tenant config: "wallet.chains[0].rpcUrl" must be a non-empty string'))).toEqual({ kind: 'config', code: 1301 });
  });

  it('tells a declined request and an unknown chain from other failures', () => {
    expect(walletProblem({ code: 4001, message: 'User rejected the request.' })).toEqual({ kind: 'rejected' });
    expect(walletProblem({ code: 'ACTION_REJECTED' })).toEqual({ kind: 'rejected' });
    expect(walletProblem('Confirmation declined by user')).toEqual({ kind: 'rejected' });
    expect(walletProblem({ code: 4902, message: 'Unrecognized chain ID "0x38"' })).toEqual({ kind: 'unknown-chain' });
    expect(walletProblem(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', detail: 'Failed to fetch' });
    expect(walletProblem({ code: 'SERVER_ERROR', response: { statusCode: 502 }, shortMessage: 'server response 502' })).toEqual({ kind: 'failed', detail: 'server response 502' });
  });
});
