import { useEffect, useRef, useState } from 'react';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import type { Candle } from '@atrium/api';
import { formatDateTime, useMainStore } from '@atrium/platform';
import { abbreviate, formatPrice } from '@atrium/ui';
import { KlineDrawing, type Formatters, type Lower, type Overlay, type Palette } from './kline-drawing';
import styles from './kline-panel.module.css';

function readPalette(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    up: token('--color-up', '#16b979'),
    down: token('--color-down', '#f0465a'),
    text: token('--color-text', '#1a1d23'),
    muted: token('--color-text-muted', '#8a909b'),
    grid: token('--color-border', '#e5e7eb'),
    background: token('--color-surface', '#ffffff'),
    lines: [token('--color-warning', '#ff9f1a'), token('--color-primary', '#2f6bff'), '#a855f7'],
  };
}

function formattersFor(timeZone: string, timeFormat: string): Formatters {
  const zone = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(localeTag(currentLocale()), { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(localeTag(currentLocale()), options); // an unknown stored zone
    }
  };
  const time = zone({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const date = zone({ month: '2-digit', day: '2-digit' });
  return {
    // The crosshair's time names its zone like every other time; the language is read when drawn.
    time: (ms) => formatDateTime(ms, { timeZone, timeFormat, locale: localeTag(currentLocale()) }),
    tick: (ms, unit) => (unit === 'time' ? time : date).format(ms),
    // The chart draws floats; the labels are written by the kit's formatters, like every other figure.
    price: (value) => formatPrice(value),
    volume: (value) => abbreviate(value),
  };
}

export interface KlineChartProps {
  candles: readonly Candle[];
  overlay: Overlay | null;
  lower: Lower | null;
}

/**
 * The candles on a lightweight-charts canvas, the library loaded on first use (rule 10). Times
 * are shown in the user's time zone, colours follow the theme and the up-colour preference.
 * `data-candles` says how many candles the chart holds (the e2e test watches a new one appear).
 */
export function KlineChart({ candles, overlay, lower }: KlineChartProps) {
  const { t } = useTranslation('trading-market');
  const container = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<KlineDrawing | null>(null);
  const [failed, setFailed] = useState(false);
  const theme = useMainStore((s) => s.theme);
  const upColor = useMainStore((s) => s.upColor);
  const timeZone = useMainStore((s) => s.timezone);
  const timeFormat = useMainStore((s) => s.timeFormat);

  useEffect(() => {
    let disposed = false;
    let made: KlineDrawing | null = null;
    import('lightweight-charts').then(
      (lib) => {
        const element = container.current;
        if (disposed || !element) return;
        try {
          made = new KlineDrawing(lib, element, readPalette(element), formattersFor(timeZone, timeFormat));
          setDrawing(made);
        } catch {
          setFailed(true); // no canvas here (an old browser, a locked-down webview)
        }
      },
      () => !disposed && setFailed(true),
    );
    return () => {
      disposed = true;
      made?.remove();
      setDrawing(null);
    };
    // A new time zone or format makes a new chart: the axis formatters are fixed at creation.
  }, [timeZone, timeFormat]);

  useEffect(() => {
    if (drawing && container.current) drawing.setPalette(readPalette(container.current));
  }, [drawing, theme, upColor]);

  useEffect(() => {
    if (!drawing) return;
    drawing.setIndicators(overlay, lower);
  }, [drawing, overlay, lower]);

  useEffect(() => {
    if (!drawing) return;
    drawing.setCandles(candles);
    // Written straight to the element: a count is not worth a render of its own.
    if (container.current) container.current.dataset.candles = String(drawing.count);
  }, [drawing, candles]);

  if (failed) return <p className={styles.chartMessage}>{t('chart_unavailable')}</p>;
  return (
    <>
      <div
        ref={container}
        className={styles.chart}
        data-testid="kline-chart"
        data-ready={drawing !== null}
        role="img"
        aria-label={t('chart_label')}
      />
      {/* The library's licence asks for a link to TradingView; its own logo is drawn with innerHTML,
          which the CSP's Trusted Types refuse, so the link is ours (kline-drawing.ts). */}
      <a className={styles.chartAttribution} href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {t('chart_attribution')}
      </a>
    </>
  );
}
