import { BusinessError } from '../http/reply.js';

/**
 * Limits on failed sign-ins and password checks, so a password, a fund password or a six-digit
 * code cannot be guessed by trying (the account key says which secret: `account|demo`,
 * `email|a@b.io`, `fund|12`):
 * - 5 failures per account from one client address in a sliding 15 minutes (a person who
 *   mistypes a few times is not locked out, and nobody else can lock the owner out from
 *   another address);
 * - 30 failures per client address across accounts in the same window (trying one password on
 *   many accounts).
 * Only failures count, and a success clears that account's failures from that address, so a
 * suite that signs in many times from 127.0.0.1 never meets them. Kept in memory on the server's
 * clock (tests move it with /api/__dev/clock); /api/__dev/reset clears them.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_MAX_FAILURES = 5;
export const CLIENT_MAX_FAILURES = 30;
/** Above this many remembered keys, expired entries are swept on the next failure. */
const SWEEP_AT = 10_000;

export type LoginVerdict = { ok: true } | { ok: false; message: string };

export class LoginLimits {
  /** tenant|client|account and tenant|client → times of the failures in the window, oldest first. */
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** May this client try this account now? Asked before the password or code is checked. */
  check(tenant: string, client: string, account: string): LoginVerdict {
    const now = this.now();
    for (const [key, max] of [
      [accountKey(tenant, client, account), ACCOUNT_MAX_FAILURES],
      [clientKey(tenant, client), CLIENT_MAX_FAILURES],
    ] as const) {
      const recent = this.recent(key, now);
      if (recent.length >= max) {
        const minutes = Math.ceil((LOGIN_WINDOW_MS - (now - recent[0]!)) / 60_000);
        return { ok: false, message: `Too many failed attempts, please try again in ${minutes} min` };
      }
    }
    return { ok: true };
  }

  /**
   * Runs a check of a password or code under the limits: while they hold, a BusinessError with
   * how long to wait (the check does not run); a check that answers undefined or false is a
   * failure, anything else a success.
   */
  async attempt<T>(tenant: string, client: string, account: string, check: () => Promise<T | undefined | false>): Promise<T | undefined> {
    const verdict = this.check(tenant, client, account);
    if (!verdict.ok) throw new BusinessError(verdict.message);
    const result = await check();
    if (result === undefined || result === false) {
      this.fail(tenant, client, account);
      return undefined;
    }
    this.succeed(tenant, client, account);
    return result;
  }

  /** Counts a wrong password or code. */
  fail(tenant: string, client: string, account: string): void {
    const now = this.now();
    for (const key of [accountKey(tenant, client, account), clientKey(tenant, client)]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
    if (this.failures.size > SWEEP_AT) this.sweep(now);
  }

  /** A sign-in that worked forgets that account's failures from that address. */
  succeed(tenant: string, client: string, account: string): void {
    this.failures.delete(accountKey(tenant, client, account));
  }

  clear(): void {
    this.failures.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.failures) if (times.every((t) => now - t >= LOGIN_WINDOW_MS)) this.failures.delete(key);
  }
}

const accountKey = (tenant: string, client: string, account: string) => `${tenant}|${client}|${account.toLowerCase()}`;
const clientKey = (tenant: string, client: string) => `${tenant}|${client}`;
