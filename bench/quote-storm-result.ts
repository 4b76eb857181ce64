/**
 * What the performance report reads of the realtime benchmark's last result
 * (bench/results/quote-realtime.json, written by `pnpm --filter ./bench bench:quote`).
 */
export interface QuoteStorm {
  date: string;
  quote: {
    fps: { mean: number; worstSecond: number };
    longTasks: { count: number; maxMs: number; over50Ms: number };
  };
  /** The storm's floor: a bare page that only receives and parses the same frames (absent in results older than it). */
  bareSocketPage?: {
    fps: { mean: number; worstSecond: number };
    longTasks: { count: number; maxMs: number; over50Ms: number };
  };
}
