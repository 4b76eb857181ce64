import type {
  CandlestickData,
  HistogramData,
  IChartApi,
  ISeriesApi,
  LineData,
  SeriesType,
  Time,
  UTCTimestamp,
  WhitespaceData,
} from 'lightweight-charts';
import type { Candle } from '@atrium/api';
import { BOLL, EMA_PERIODS, MA_PERIODS, MACD, bollinger, exponentialAverage, macd, movingAverage, type Series } from '../logic/indicators';

/** The chart library's module, imported on use (rule 10). */
export type ChartLibrary = typeof import('lightweight-charts');

/** An indicator drawn over the candles. */
export type Overlay = 'MA' | 'EMA' | 'BOLL';
/** An indicator drawn in the pane under the candles. */
export type Lower = 'VOL' | 'MACD';

/** The colours of the chart, read from the design tokens (theme and up-colour preference). */
export interface Palette {
  up: string;
  down: string;
  text: string;
  muted: string;
  grid: string;
  background: string;
  lines: string[];
}

export interface Formatters {
  /** The crosshair's time label. */
  time(ms: number): string;
  /** A tick mark of the time axis. */
  tick(ms: number, unit: 'date' | 'time'): string;
  /** A price on the price scale and the crosshair (the UI kit's price format). */
  price(value: number): string;
  /** A volume on the lower pane's scale (the UI kit's abbreviation). */
  volume(value: number): string;
}

const toTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;
const fromTime = (time: Time) => (time as number) * 1000;

interface Line {
  series: ISeriesApi<SeriesType>;
  /** The line's value at each candle's close (null: whitespace). */
  values(closes: number[]): Series;
}

/**
 * The K-line drawn with lightweight-charts: candles, an overlay indicator, a lower-pane
 * indicator. Keeps what it drew, so a live tick redraws the last candle (series.update) and
 * only a new history or symbol redraws everything (setData). Knows nothing of React.
 */
export class KlineDrawing {
  private readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick'>;
  private overlayLines: Line[] = [];
  private lowerLines: Line[] = [];
  private volume: ISeriesApi<'Histogram'> | null = null;
  private drawn: readonly Candle[] = [];
  private overlay: Overlay | null = null;
  private lower: Lower | null = null;

  constructor(
    private readonly lib: ChartLibrary,
    element: HTMLElement,
    private palette: Palette,
    private readonly formatters: Formatters,
  ) {
    // The library's attribution logo is written with innerHTML, which the CSP's Trusted Types
    // refuse (the chart would throw): the link to TradingView its licence asks for is the chart
    // component's own (kline-chart.tsx).
    this.chart = lib.createChart(element, {
      autoSize: true,
      layout: { background: { color: palette.background }, textColor: palette.muted, fontSize: 10, attributionLogo: false },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.grid },
      timeScale: {
        borderColor: palette.grid,
        timeVisible: true,
        tickMarkFormatter: (time: Time, type: number) =>
          formatters.tick(fromTime(time), type === lib.TickMarkType.Time || type === lib.TickMarkType.TimeWithSeconds ? 'time' : 'date'),
      },
      localization: { timeFormatter: (time: Time) => formatters.time(fromTime(time)), priceFormatter: formatters.price },
    });
    this.candles = this.chart.addSeries(lib.CandlestickSeries, this.candleColours());
  }

  /** Draws these candles: the changed tail by update when only the tail changed, else all. */
  setCandles(candles: readonly Candle[]): void {
    const from = this.firstChange(candles);
    if (from === null) return;
    const closes = candles.map((c) => Number(c.close));
    const incremental = this.drawn.length > 0 && from >= this.drawn.length - 1;
    if (incremental) {
      for (let i = from; i < candles.length; i++) this.candles.update(this.candlePoint(candles[i]!));
    } else {
      this.candles.setData(candles.map((c) => this.candlePoint(c)));
    }
    this.drawn = candles;
    this.drawIndicators(candles, closes, incremental ? from : 0);
  }

  /** The number of candles on the chart (exposed to tests as `data-candles`). */
  get count(): number {
    return this.drawn.length;
  }

  setIndicators(overlay: Overlay | null, lower: Lower | null): void {
    if (overlay !== this.overlay) {
      for (const line of this.overlayLines) this.chart.removeSeries(line.series);
      this.overlay = overlay;
      this.overlayLines = overlay ? this.overlaySeries(overlay) : [];
    }
    if (lower !== this.lower) {
      for (const line of this.lowerLines) this.chart.removeSeries(line.series);
      if (this.volume) this.chart.removeSeries(this.volume);
      this.volume = null;
      this.lower = lower;
      this.lowerLines = lower === 'MACD' ? this.macdSeries() : [];
      if (lower === 'VOL') this.volume = this.chart.addSeries(this.lib.HistogramSeries, { priceFormat: { type: 'custom', formatter: this.formatters.volume, minMove: 1 }, priceLineVisible: false, lastValueVisible: false }, 1);
      if (lower) this.chart.panes()[1]?.setStretchFactor(0.35);
    }
    this.drawIndicators(this.drawn, this.drawn.map((c) => Number(c.close)), 0);
  }

  setPalette(palette: Palette): void {
    this.palette = palette;
    this.chart.applyOptions({
      layout: { background: { color: palette.background }, textColor: palette.muted },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    });
    this.candles.applyOptions(this.candleColours());
    this.drawIndicators(this.drawn, this.drawn.map((c) => Number(c.close)), 0);
  }

  remove(): void {
    this.chart.remove();
  }

  /** The index of the first candle that differs from what is drawn (the rule keeps unchanged candles by reference); null: none. */
  private firstChange(candles: readonly Candle[]): number | null {
    const shared = Math.min(candles.length, this.drawn.length);
    for (let i = 0; i < shared; i++) if (candles[i] !== this.drawn[i]) return i;
    return candles.length === this.drawn.length ? null : shared;
  }

  private candleColours() {
    const { up, down } = this.palette;
    return { upColor: up, downColor: down, borderUpColor: up, borderDownColor: down, wickUpColor: up, wickDownColor: down };
  }

  private candlePoint(c: Candle): CandlestickData<Time> {
    return { time: toTime(c.time), open: Number(c.open), high: Number(c.high), low: Number(c.low), close: Number(c.close) };
  }

  private line(color: string, pane = 0): ISeriesApi<'Line'> {
    return this.chart.addSeries(this.lib.LineSeries, { color, lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false }, pane);
  }

  private overlaySeries(overlay: Overlay): Line[] {
    const colour = (i: number) => this.palette.lines[i % this.palette.lines.length]!;
    if (overlay === 'MA') return MA_PERIODS.map((period, i) => ({ series: this.line(colour(i)), values: (closes) => movingAverage(closes, period) }));
    if (overlay === 'EMA') return EMA_PERIODS.map((period, i) => ({ series: this.line(colour(i)), values: (closes) => exponentialAverage(closes, period) }));
    const bands = (closes: number[]) => bollinger(closes, BOLL.period, BOLL.width);
    return [
      { series: this.line(colour(0)), values: (closes) => bands(closes).middle },
      { series: this.line(colour(1)), values: (closes) => bands(closes).upper },
      { series: this.line(colour(2)), values: (closes) => bands(closes).lower },
    ];
  }

  private macdSeries(): Line[] {
    const lines = (closes: number[]) => macd(closes, MACD.fast, MACD.slow, MACD.signal);
    const histogram = this.chart.addSeries(this.lib.HistogramSeries, { priceLineVisible: false, lastValueVisible: false }, 1);
    return [
      { series: histogram, values: (closes) => lines(closes).histogram },
      { series: this.line(this.palette.lines[0]!, 1), values: (closes) => lines(closes).macd },
      { series: this.line(this.palette.lines[1]!, 1), values: (closes) => lines(closes).signal },
    ];
  }

  /** Redraws the indicators from candle `from` on (0: all). */
  private drawIndicators(candles: readonly Candle[], closes: number[], from: number): void {
    for (const line of [...this.overlayLines, ...this.lowerLines]) {
      const values = line.values(closes);
      const isHistogram = line.series.seriesType() === 'Histogram';
      const point = (i: number): LineData<Time> | HistogramData<Time> | WhitespaceData<Time> => {
        const value = values[i];
        const time = toTime(candles[i]!.time);
        if (value === null || value === undefined) return { time };
        return isHistogram ? { time, value, color: value >= 0 ? this.palette.up : this.palette.down } : { time, value };
      };
      this.draw(line.series, candles.length, from, point);
    }
    if (this.volume) {
      const point = (i: number): HistogramData<Time> => {
        const c = candles[i]!;
        return { time: toTime(c.time), value: Number(c.volume), color: Number(c.close) >= Number(c.open) ? this.palette.up : this.palette.down };
      };
      this.draw(this.volume, candles.length, from, point);
    }
  }

  private draw<T extends WhitespaceData<Time>>(series: ISeriesApi<SeriesType>, length: number, from: number, point: (i: number) => T): void {
    if (from > 0) for (let i = from; i < length; i++) series.update(point(i) as never);
    else series.setData(Array.from({ length }, (_, i) => point(i)) as never);
  }
}
