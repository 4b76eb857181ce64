import { WalletConfigError } from '@atrium/platform';

/**
 * What went wrong talking to a chain or a wallet, in the words the screen needs:
 * - `rate-limit`: the RPC answered HTTP 429 (or a JSON-RPC "limit exceeded") — spec code 1300;
 * - `config`: the tenant's chain configuration cannot be used (no RPC URL, a bad token or
 *   spender address) — spec code 1301;
 * - `rejected`: the user declined in the wallet;
 * - `unknown-chain`: the wallet does not know the chain it was asked to switch to;
 * - `failed`: anything else (network down, a node error), with the provider's words.
 */
export type WalletProblem =
  | { kind: 'rate-limit'; code: 1300 }
  | { kind: 'config'; code: 1301 }
  | { kind: 'rejected' }
  | { kind: 'unknown-chain' }
  | { kind: 'failed'; detail: string };

type Loose = Record<string, unknown> | undefined;
const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** The HTTP status of a failed RPC call: ethers' FetchResponse (statusCode) or axios' (status, used by tronweb). */
function httpStatus(error: unknown): unknown {
  const response = field(error, 'response');
  return field(response, 'statusCode') ?? field(response, 'status') ?? field(error, 'status');
}

/** Codes of EIP-1193 (4001 rejected, 4902 unknown chain), JSON-RPC (-32005 limit exceeded) or ethers ("ACTION_REJECTED"). */
function codesOf(error: unknown): unknown[] {
  const inner = field(error, 'error') as Loose;
  const info = field(field(error, 'info'), 'error') as Loose;
  return [field(error, 'code'), inner?.code, info?.code];
}

const messageOf = (error: unknown): string => {
  if (typeof error === 'string') return error;
  const short = field(error, 'shortMessage');
  const message = field(error, 'message');
  return typeof short === 'string' ? short : typeof message === 'string' ? message : String(error);
};

export function walletProblem(error: unknown): WalletProblem {
  if (error instanceof WalletConfigError || field(error, 'name') === 'WalletConfigError') return { kind: 'config', code: 1301 };
  const codes = codesOf(error);
  const message = messageOf(error);
  if (httpStatus(error) === 429 || codes.includes(-32005) || /\b429\b|rate.?limit|too many requests/i.test(message)) return { kind: 'rate-limit', code: 1300 };
  if (codes.includes(4001) || codes.includes('ACTION_REJECTED') || /declined|rejected|denied/i.test(message)) return { kind: 'rejected' };
  if (codes.includes(4902)) return { kind: 'unknown-chain' };
  return { kind: 'failed', detail: message };
}
