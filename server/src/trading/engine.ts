import type { AppContext } from '../context.js';
import { Dec } from '../funds/amount.js';
import { allOpenPositions, allPendingOrders } from './contract-store.js';
import { closeTriggered, fillReachedOrder, triggerAt } from './contract.js';
import { contractLimitReached, spotLimitReached } from './maths.js';
import { Outbox } from './outbox.js';
import { dueSecondOrders, settlePrice, settleSecondOrder } from './second-contract.js';
import { fillReachedSpotOrder, pendingSpotOrders } from './spot.js';
import { priceSnapshot, snapshotPrice } from './symbols.js';
import type { Work } from './work.js';

type Deps = Pick<AppContext, 'db' | 'market' | 'clock' | 'userHub'>;

/**
 * Runs trading work in one transaction and, once it committed, sends the frames it collected.
 * The work may run more than once (a retried transaction): each attempt starts a fresh outbox.
 */
export async function transact<T>(deps: Deps, work: (w: Work) => Promise<T>, now = deps.clock.now()): Promise<T> {
  let outbox = new Outbox();
  const result = await deps.db.transaction((tx) => {
    outbox = new Outbox();
    return work({ tx, market: deps.market, now, outbox });
  });
  outbox.flush(deps.userHub);
  return result;
}

/** What the engine did: the ids of the orders filled or settled and of the positions it closed. */
export interface CheckReport {
  contractFills: number[];
  liquidations: number[];
  takeProfits: number[];
  stopLosses: number[];
  secondSettled: number[];
  spotFills: number[];
  /** Items that failed (logged; tried again on the next check). */
  errors: number;
}

const emptyReport = (): CheckReport => ({ contractFills: [], liquidations: [], takeProfits: [], stopLosses: [], secondSettled: [], spotFills: [], errors: 0 });
/** The most ids of one kind a report keeps (a long-running market between two dev checks). */
const REPORT_CAP = 1000;

/**
 * The market's side of trading: on every market update (each tick, each price set by hand) it
 * fills the limit orders the price reached, closes the positions it liquidates or triggers (TP/SL)
 * and settles the second-contract orders that are due. Checks never overlap: updates that come
 * while one runs coalesce into one more check after it. Each item runs in its own transaction and
 * re-checks its condition under its row's lock, so a user's close racing the engine settles once.
 */
export class TradingEngine {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = false;
  private stopped = false;
  /** What the checks did since the last check() call. */
  private since = emptyReport();

  /** Where failures go (the app's logger, set by the trading routes). */
  logError: (error: unknown, what: string) => void = () => {};

  constructor(private readonly deps: Deps) {}

  /** The market listener: queues one check (never throws; a failure is logged). */
  onMarketUpdate(): void {
    if (this.queued || this.stopped) return;
    this.queued = true;
    this.tail = this.tail.then(async () => {
      this.queued = false;
      if (this.stopped) return;
      try {
        await this.runChecks();
      } catch (error) {
        this.logError(error, 'trading check');
      }
    });
  }

  /** Runs a check now (after any running one) and answers what the checks did since the previous call. */
  check(): Promise<CheckReport> {
    const run = this.tail.then(async () => {
      await this.runChecks();
      const report = this.since;
      this.since = emptyReport();
      return report;
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** No more checks; resolves when the running one ended (app close). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.tail;
  }

  private async runChecks(): Promise<void> {
    const { db, market } = this.deps;
    const prices = priceSnapshot(market);
    const now = this.deps.clock.now();
    const report = this.since;
    const record = (list: number[], id: number) => {
      if (list.length < REPORT_CAP) list.push(id);
    };

    for (const order of await allPendingOrders(db)) {
      const price = snapshotPrice(prices, order.symbol);
      if (!price || order.price === null || !contractLimitReached(order.direction, new Dec(order.price), price)) continue;
      const filled = await this.item(`contract order ${order.id}`, now, (w) => fillReachedOrder(w, order.id, price));
      if (filled) record(report.contractFills, order.id);
    }

    for (const position of await allOpenPositions(db)) {
      const price = snapshotPrice(prices, position.symbol);
      if (!price || triggerAt(position, price) === undefined) continue;
      const status = await this.item(`contract position ${position.id}`, now, (w) => closeTriggered(w, position.id, price));
      if (status === 2) record(report.liquidations, position.id);
      if (status === 3) record(report.takeProfits, position.id);
      if (status === 4) record(report.stopLosses, position.id);
    }

    for (const due of await dueSecondOrders(db, now)) {
      const price = settlePrice(market, due.symbol, due.settleTime, snapshotPrice(prices, due.symbol));
      if (!price) continue;
      const settled = await this.item(`second-contract order ${due.id}`, now, (w) => settleSecondOrder(w, due.id, price));
      if (settled) record(report.secondSettled, due.id);
    }

    for (const order of await pendingSpotOrders(db)) {
      const price = snapshotPrice(prices, order.symbol);
      if (!price || !spotLimitReached(order.side, new Dec(order.price), price)) continue;
      const filled = await this.item(`spot order ${order.id}`, now, (w) => fillReachedSpotOrder(w, order.id, price));
      if (filled) record(report.spotFills, order.id);
    }
  }

  /** One item in its own transaction; a failure is logged and counted, and the check goes on. */
  private async item<T>(what: string, now: number, work: (w: Work) => Promise<T>): Promise<T | undefined> {
    try {
      return await transact(this.deps, work, now);
    } catch (error) {
      this.since.errors++;
      this.logError(error, what);
      return undefined;
    }
  }
}

const engines = new WeakMap<AppContext, TradingEngine>();

/** The app's one engine (the trading routes subscribe it to the market; the dev routes ask it to check). */
export function tradingEngine(ctx: AppContext): TradingEngine {
  let engine = engines.get(ctx);
  if (!engine) engines.set(ctx, (engine = new TradingEngine(ctx)));
  return engine;
}
