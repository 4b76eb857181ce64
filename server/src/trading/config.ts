import type { TradeConfig } from '../contract.js';

/**
 * The trading parameters, in one place: the engine computes with them and GET /api/trade/config
 * answers them, so the screens preview with the very numbers the server charges.
 */
export const TRADE_CONFIG: TradeConfig = {
  contract: {
    /** Leverage choices, ascending. A position is keyed by symbol, direction and leverage. */
    leverages: [1, 2, 3, 5, 10, 20, 50, 100],
    /** Of the notional: margin × leverage at open, quantity × close price at close. */
    feeRate: '0.0005',
    /** Liquidation when equity (margin + PnL) ≤ quantity × price × maintenanceRate. */
    maintenanceRate: '0.005',
    /** Smallest margin of an order (and of an addition to a position), USDT. */
    minMargin: '10',
  },
  spot: {
    /** Of what the user receives (the coin on a buy, USDT on a sell), in that coin. */
    feeRate: '0.001',
    /** Smallest order value (quantity × price), USDT. */
    minValue: '5',
  },
};

/** The coin contract and second-contract money is kept in (the user's `contract` account). */
export const CONTRACT_COIN = 'usdt';
