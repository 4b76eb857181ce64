/** How often a sent transaction's status is asked for: about a block on BNB Chain and TRON, a sixth of one on Ethereum. */
export const POLL_MS = 2000;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
