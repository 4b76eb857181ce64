import { getTradeConfig, type TradeConfig } from '@atrium/api';
import { useAsync, type AsyncResult } from '@atrium/kit';

/** The fee rates, leverages and minimums the screens preview with (GET /api/trade/config). */
export function useTradeConfig(): AsyncResult<TradeConfig> {
  return useAsync(getTradeConfig);
}
