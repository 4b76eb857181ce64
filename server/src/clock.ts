/**
 * The server's clock. Everything time-based (sessions, codes, captchas, notice dates, the market)
 * reads it, so tests and the development endpoint /api/__dev/clock can move time.
 */
export class Clock {
  private offset = 0;

  constructor(private readonly base: () => number = Date.now) {}

  readonly now = (): number => this.base() + this.offset;

  /** From now on the clock reads `time` and runs on from there. */
  set(time: number): void {
    this.offset = time - this.base();
  }

  setOffset(offsetMs: number): void {
    this.offset = offsetMs;
  }

  get offsetMs(): number {
    return this.offset;
  }
}
