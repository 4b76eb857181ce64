import { randomInt } from 'node:crypto';

/** E-mail and SMS verification codes. Nothing is really sent: the outbox is what a test reads. */
const TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const OUTBOX_SIZE = 200;

export type CodeChannel = 'email' | 'sms';

/** What a code is for; a code of one purpose never passes for another. */
export const CODE_TYPES = ['REGISTER', 'LOGIN', 'FIND_PASSWORD', 'BIND'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

export interface SentCode {
  tenant: string;
  channel: CodeChannel;
  to: string;
  codeType: CodeType;
  code: string;
  sentAt: number;
}

/**
 * Who may use a code besides its address: a BIND code is tied to the signed-in account that
 * asked for it, so a code sent for one account cannot bind the address to another.
 */
export type CodeOwner = number | undefined;

export class CodeStore {
  private readonly live = new Map<string, { code: string; expiresAt: number; attempts: number }>();
  private readonly sent: SentCode[] = [];

  constructor(private readonly now: () => number) {}

  /** A new six-digit code for this address and purpose; it replaces any earlier one. */
  issue(tenant: string, channel: CodeChannel, to: string, codeType: CodeType, owner?: CodeOwner): SentCode {
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const sentAt = this.now();
    this.live.set(keyOf(tenant, channel, to, codeType, owner), { code, expiresAt: sentAt + TTL_MS, attempts: 0 });
    const record = { tenant, channel, to: normalise(channel, to), codeType, code, sentAt };
    this.sent.unshift(record);
    this.sent.length = Math.min(this.sent.length, OUTBOX_SIZE);
    return record;
  }

  /** A right code is consumed (single use); after five wrong tries the code is void. */
  verify(tenant: string, channel: CodeChannel, to: string, codeType: CodeType, given: string | undefined, owner?: CodeOwner): boolean {
    const key = keyOf(tenant, channel, to, codeType, owner);
    const entry = this.live.get(key);
    if (!entry || entry.expiresAt < this.now()) {
      this.live.delete(key);
      return false;
    }
    if (given?.trim() === entry.code) {
      this.live.delete(key);
      return true;
    }
    if (++entry.attempts >= MAX_ATTEMPTS) this.live.delete(key);
    return false;
  }

  /** The outbox, newest first, optionally for one address. */
  outbox(to?: string): SentCode[] {
    if (!to) return [...this.sent];
    return this.sent.filter((s) => s.to === normalise(s.channel, to));
  }

  clear(): void {
    this.live.clear();
    this.sent.length = 0;
  }
}

/** Callers pass normalised addresses; this also makes the outbox filter forgiving ("15550100001" finds "+15550100001"). */
const normalise = (channel: CodeChannel, to: string) =>
  channel === 'email' ? to.trim().toLowerCase() : `+${to.trim().replace(/[\s\-().]/g, '').replace(/^\+/, '')}`;
const keyOf = (tenant: string, channel: CodeChannel, to: string, codeType: CodeType, owner: CodeOwner) =>
  `${tenant}|${channel}|${normalise(channel, to)}|${codeType}|${owner ?? ''}`;
