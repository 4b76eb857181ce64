import type { AppContext } from '../context.js';
import { allocateLaunch, dueLaunchIds } from './allocation.js';
import { watchLoans } from './loan-watch.js';
import { overdueLoanIds } from './loans.js';

type Deps = Pick<AppContext, 'db' | 'clock' | 'market' | 'userHub'>;

/** What the settler did: the launches it allocated and their applications, the loans it margin-called and liquidated. */
export interface SettleReport {
  launches: number[];
  orders: number[];
  marginCalls: number[];
  liquidated: number[];
  /** Launches or loan watches that failed (logged; tried again on the next run). */
  errors: number;
}

const emptyReport = (): SettleReport => ({ launches: [], orders: [], marginCalls: [], liquidated: [], errors: 0 });
const REPORT_CAP = 1000;

/**
 * Allocates the token launches whose end has come and watches the open loans (loan-watch.ts:
 * margin calls, liquidations): on a timer (every 10 s: a falling market does not wait a minute),
 * before the subscription and loan reads answer, and on /api/__dev/lending/settle. Runs never overlap (each waits for
 * the previous one); each launch is allocated in its own transaction, and allocateLaunch's row
 * locks make a launch allocate once even with several processes on one database.
 */
export class LendingSettler {
  private tail: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private since = emptyReport();

  logError: (error: unknown, what: string) => void = () => {};

  constructor(private readonly deps: Deps) {}

  start(periodMs = 10_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run().catch((error: unknown) => this.logError(error, 'lending settle')), periodMs);
    this.timer.unref();
  }

  /** No more timer runs; resolves when the running one ended (app close). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.tail;
  }

  /** Allocates what is due now (after any running run). */
  run(): Promise<void> {
    const run = this.tail.then(() => this.allocateDue());
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Runs now and answers what the runs did since the previous check (timer and read runs included). */
  async check(): Promise<SettleReport> {
    await this.run();
    const report = this.since;
    this.since = emptyReport();
    return report;
  }

  private async allocateDue(): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    for (const id of await dueLaunchIds(db, now)) {
      try {
        const orders = await db.transaction((tx) => allocateLaunch(tx, id, now));
        if (!orders) continue;
        if (this.since.launches.length < REPORT_CAP) this.since.launches.push(id);
        for (const order of orders) if (this.since.orders.length < REPORT_CAP) this.since.orders.push(order);
      } catch (error) {
        this.since.errors++;
        this.logError(error, `allocation of launch ${id}`);
      }
    }
    try {
      const watched = await watchLoans(this.deps, now);
      for (const id of watched.marginCalls) if (this.since.marginCalls.length < REPORT_CAP) this.since.marginCalls.push(id);
      for (const id of watched.liquidated) if (this.since.liquidated.length < REPORT_CAP) this.since.liquidated.push(id);
    } catch (error) {
      this.since.errors++;
      this.logError(error, 'loan watch');
    }
  }
}

const settlers = new WeakMap<AppContext, LendingSettler>();

/** The app's one settler (the lending routes start its timer; the dev route asks it to run). */
export function lendingSettler(ctx: AppContext): LendingSettler {
  let settler = settlers.get(ctx);
  if (!settler) settlers.set(ctx, (settler = new LendingSettler(ctx)));
  return settler;
}

/** What /api/__dev/lending/settle answers: the allocations since the last call, and the loans overdue now. */
export async function settleNow(ctx: AppContext): Promise<SettleReport & { overdue: number[] }> {
  const report = await lendingSettler(ctx).check();
  return { ...report, overdue: await overdueLoanIds(ctx.db, ctx.clock.now()) };
}
