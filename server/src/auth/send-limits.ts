/**
 * Limits on sending e-mail and SMS codes, so the endpoint cannot be used to flood an inbox or to
 * run up an SMS bill: one send per address (the account's e-mail or phone) every 60 s (the
 * client's countdown, spec §9), at most 10 sends per address in a sliding hour (from any number
 * of client addresses), and at most 10 sends per client address per hour. Kept in memory on the
 * server's clock, like the codes themselves; /api/__dev/reset clears them.
 */
export const ADDRESS_INTERVAL_MS = 60_000;
export const CLIENT_WINDOW_MS = 3_600_000;
export const CLIENT_MAX_SENDS = 10;
export const ADDRESS_MAX_SENDS = 10;
/** Above this many remembered keys, expired entries are swept on the next send. */
const SWEEP_AT = 10_000;

export type SendVerdict = { ok: true } | { ok: false; message: string };

export class SendLimits {
  /** tenant|channel|address → times of the sends to it in the last hour, oldest first. */
  private readonly addressSends = new Map<string, number[]>();
  /** tenant|client → times of the sends in the last hour, oldest first. */
  private readonly clientSends = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /**
   * Checks both limits and, when neither is hit, counts this send. Only sends count: a request
   * turned away (here or by the caller before it) costs the client nothing.
   */
  take(tenant: string, client: string, address: string): SendVerdict {
    const now = this.now();
    const addressKey = `${tenant}|${address}`;
    const toAddress = (this.addressSends.get(addressKey) ?? []).filter((t) => now - t < CLIENT_WINDOW_MS);
    const last = toAddress[toAddress.length - 1];
    if (last !== undefined && now - last < ADDRESS_INTERVAL_MS) {
      const seconds = Math.ceil((ADDRESS_INTERVAL_MS - (now - last)) / 1000);
      return { ok: false, message: `Please wait ${seconds} s before requesting another code` };
    }
    if (toAddress.length >= ADDRESS_MAX_SENDS) {
      const minutes = Math.ceil((CLIENT_WINDOW_MS - (now - toAddress[0]!)) / 60_000);
      return { ok: false, message: `Too many codes requested for this account, please try again in ${minutes} min` };
    }
    const clientKey = `${tenant}|${client}`;
    const recent = (this.clientSends.get(clientKey) ?? []).filter((t) => now - t < CLIENT_WINDOW_MS);
    if (recent.length >= CLIENT_MAX_SENDS) {
      const minutes = Math.ceil((CLIENT_WINDOW_MS - (now - recent[0]!)) / 60_000);
      return { ok: false, message: `Too many codes requested from your network, please try again in ${minutes} min` };
    }
    recent.push(now);
    this.clientSends.set(clientKey, recent);
    toAddress.push(now);
    this.addressSends.set(addressKey, toAddress);
    if (this.addressSends.size + this.clientSends.size > SWEEP_AT) this.sweep(now);
    return { ok: true };
  }

  clear(): void {
    this.addressSends.clear();
    this.clientSends.clear();
  }

  private sweep(now: number): void {
    for (const map of [this.addressSends, this.clientSends]) {
      for (const [key, times] of map) if (times.every((t) => now - t >= CLIENT_WINDOW_MS)) map.delete(key);
    }
  }
}
