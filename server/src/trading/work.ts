import type { Queryable } from '../db/db.js';
import type { MarketSimulator } from '../market/simulator.js';
import type { Outbox } from './outbox.js';

/** One piece of trading work: its transaction, the market it prices with, its time, and the frames it will send once committed. */
export interface Work {
  tx: Queryable;
  market: MarketSimulator;
  now: number;
  outbox: Outbox;
}

/** The signed-in trader (the user always comes from the token, rule 14). */
export interface Trader {
  tenant: string;
  userId: number;
}
