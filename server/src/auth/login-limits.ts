import { BusinessError } from '../http/reply.js';

/**
 * Limits on failed sign-ins and password checks, so a password, a fund password or a six-digit
 * code cannot be guessed by trying (the account key says which secret: `account|demo`,
 * `email|a@b.io`, `fund|12`). Two kinds:
 *
 * Per client address (request.ip, the real address: the API trusts the static host's
 * x-forwarded-for only), a hard limit that only ever stops that address:
 * - 5 failures per account from one address in a sliding 15 minutes (a person who mistypes a few
 *   times is not locked out, and nobody else can lock the owner out from another address);
 * - 30 failures per address across accounts in the same window (one password on many accounts).
 *
 * Per account across addresses (an attacker with many addresses), failures raise the bar instead
 * of locking, so that nobody can lock the owner out by knowing the account's name:
 * - after CAPTCHA_AFTER_FAILURES failures in the last hour, the sign-in asks for the image code on
 *   every try (`captchaRequired`: the route asks for it; a fund password has no captcha);
 * - from the DELAY_AFTER_FAILURES-th failure on, the answer to each wrong password waits, growing
 *   (1 s, 2 s, 4 s, … capped at MAX_DELAY_MS).
 * Why the delay holds back failing answers only, not every try: a delay before the check (or a
 * queue of tries) would make the owner wait behind the attacker's tries, which is the lock-out
 * this design must not allow; delaying only the wrong answers means the right password (with a
 * solved captcha when asked) is always answered at once. The guessing rate itself is bounded by
 * the per-address limits and by one solved image per try (an image is per address and used up by
 * the try); the delay costs a scripted guesser that waits for answers more time per wrong guess.
 *
 * Only failures count, and a success clears that account's failures (from that address and across
 * addresses), so a suite that signs in many times never meets them. Kept in memory on the server's
 * clock (tests move it with /api/__dev/clock); /api/__dev/reset clears them. The wait is an
 * injectable `sleep`, so tests use a fake one.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_MAX_FAILURES = 5;
export const CLIENT_MAX_FAILURES = 30;
/** How long an account remembers its failures from any address. */
export const ACCOUNT_WIDE_WINDOW_MS = 60 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const DELAY_AFTER_FAILURES = 6;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
/** Above this many remembered keys, expired entries are swept on the next failure. */
const SWEEP_AT = 10_000;

export type LoginVerdict = { ok: true } | { ok: false; message: string };
export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before answering the account's n-th failure in a row (counting this one). */
export function failureDelayMs(failures: number): number {
  if (failures <= DELAY_AFTER_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - DELAY_AFTER_FAILURES - 1), MAX_DELAY_MS);
}

export class LoginLimits {
  /** Times of the failures in their window, oldest first, per key (see the key functions below). */
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly sleep: Sleep = realSleep,
  ) {}

  /** May this client try this account now (the per-address limits)? Asked before the password or code is checked. */
  check(tenant: string, client: string, account: string): LoginVerdict {
    const now = this.now();
    for (const [key, max] of [
      [accountKey(tenant, client, account), ACCOUNT_MAX_FAILURES],
      [clientKey(tenant, client), CLIENT_MAX_FAILURES],
    ] as const) {
      const recent = this.recent(key, now, LOGIN_WINDOW_MS);
      if (recent.length >= max) {
        const minutes = Math.ceil((LOGIN_WINDOW_MS - (now - recent[0]!)) / 60_000);
        return { ok: false, message: `Too many failed attempts, please try again in ${minutes} min` };
      }
    }
    return { ok: true };
  }

  /** Has the account failed often enough, from any addresses, that a sign-in must carry a solved image code? */
  captchaRequired(tenant: string, account: string): boolean {
    return this.recent(accountWideKey(tenant, account), this.now(), ACCOUNT_WIDE_WINDOW_MS).length >= CAPTCHA_AFTER_FAILURES;
  }

  /**
   * Runs a check of a password or code under the limits: while the per-address ones hold, a
   * BusinessError with how long to wait (the check does not run); a check that answers undefined
   * or false is a failure, answered after the account's growing delay; anything else a success.
   */
  async attempt<T>(tenant: string, client: string, account: string, check: () => Promise<T | undefined | false>): Promise<T | undefined> {
    const verdict = this.check(tenant, client, account);
    if (!verdict.ok) throw new BusinessError(verdict.message);
    const result = await check();
    if (result === undefined || result === false) {
      const delay = this.fail(tenant, client, account);
      if (delay > 0) await this.sleep(delay);
      return undefined;
    }
    this.succeed(tenant, client, account);
    return result;
  }

  /** Counts a wrong password or code; answers how long to hold back the answer to it (ms). */
  fail(tenant: string, client: string, account: string): number {
    const now = this.now();
    for (const key of [accountKey(tenant, client, account), clientKey(tenant, client)]) {
      this.failures.set(key, [...this.recent(key, now, LOGIN_WINDOW_MS), now]);
    }
    const wideKey = accountWideKey(tenant, account);
    const wide = [...this.recent(wideKey, now, ACCOUNT_WIDE_WINDOW_MS), now];
    this.failures.set(wideKey, wide);
    if (this.failures.size > SWEEP_AT) this.sweep(now);
    return failureDelayMs(wide.length);
  }

  /** A sign-in that worked forgets that account's failures: from that address, and across addresses. */
  succeed(tenant: string, client: string, account: string): void {
    this.failures.delete(accountKey(tenant, client, account));
    this.failures.delete(accountWideKey(tenant, account));
  }

  clear(): void {
    this.failures.clear();
  }

  private recent(key: string, now: number, window: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < window);
  }

  /** Every key's times are older than the longest window once it can go. */
  private sweep(now: number): void {
    for (const [key, times] of this.failures) if (times.every((t) => now - t >= ACCOUNT_WIDE_WINDOW_MS)) this.failures.delete(key);
  }
}

const accountKey = (tenant: string, client: string, account: string) => `${tenant}|${client}|${account.toLowerCase()}`;
const clientKey = (tenant: string, client: string) => `${tenant}|${client}`;
/** No client address in it; the `*` cannot be an address, so it never meets an accountKey. */
const accountWideKey = (tenant: string, account: string) => `${tenant}|*|${account.toLowerCase()}`;
