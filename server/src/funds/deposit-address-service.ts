import { BusinessError } from '../http/reply.js';

/** How long a deposit address is waited for, unless the tenant's configuration says otherwise. */
export const DERIVATION_TIMEOUT_MS = 3000;

export const DERIVATION_TIMED_OUT = 'The deposit address service did not answer in time; please try again later';
export const DERIVATION_UNAVAILABLE = 'The deposit address service is unavailable; please try again later';

/** The operator's address-derivation service, as a tenant configures it (deposit_config.derivation). */
export interface DerivationService {
  /** http(s) URL the request is POSTed to. */
  url: string;
  timeoutMs?: number;
}

/** What the service is asked: the user's address for one coin on one chain. */
export interface DerivationRequest {
  tenant: string;
  userId: number;
  coin: string;
  chain: string;
}

/**
 * Asks the operator's service for a user's deposit address. The call: POST {url} with JSON
 * {tenant, userId, coin, chain}; the answer: HTTP 200 with JSON {address: string}. The service
 * holds the keys, so it should answer the same address for the same request every time. Anything
 * else (no answer within the timeout, another status, another body) is a clear business error:
 * the user is never shown an address the operator did not give.
 */
export async function deriveDepositAddress(service: DerivationService, request: DerivationRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(service.timeoutMs ?? DERIVATION_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new BusinessError(timedOut ? DERIVATION_TIMED_OUT : DERIVATION_UNAVAILABLE);
  }
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  const address = (body as { address?: unknown } | undefined)?.address;
  if (typeof address !== 'string' || address.length === 0) throw new BusinessError(DERIVATION_UNAVAILABLE);
  return address;
}
