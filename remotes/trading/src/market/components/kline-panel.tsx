import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import { KLINE_INTERVALS, type KlineInterval } from '@atrium/api';
import { LoadError, Skeleton } from '@atrium/ui';
import { useKline } from '../hooks/use-kline';
import { KlineChart } from './kline-chart';
import type { Lower, Overlay } from './kline-drawing';
import styles from './kline-panel.module.css';

/** Indicator names are the same in every language (as on every exchange). */
const OVERLAYS: Overlay[] = ['MA', 'EMA', 'BOLL'];
const LOWERS: Lower[] = ['VOL', 'MACD'];

function Choice({ label, selected, onClick, name }: { label: string; selected: boolean; onClick(): void; name: string }) {
  return (
    <button type="button" className={styles.choice} aria-pressed={selected} onClick={onClick} data-testid={name}>
      {label}
    </button>
  );
}

/** The K-line of a coin: interval, indicators, and the chart with its loading and error states. */
export function KlinePanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation('trading-market');
  const [interval, chooseInterval] = useState<KlineInterval>('1min');
  const [overlay, setOverlay] = useState<Overlay | null>('MA');
  const [lower, setLower] = useState<Lower | null>('VOL');
  const kline = useKline(symbol, interval);

  return (
    <section className={styles.panel} aria-label={t('chart')}>
      <div className={styles.toolbar} role="group" aria-label={t('interval')}>
        {KLINE_INTERVALS.map((value) => (
          <Choice key={value} name={`interval-${value}`} label={t(`interval_${value}`)} selected={interval === value} onClick={() => chooseInterval(value)} />
        ))}
      </div>
      <div className={styles.toolbar} role="group" aria-label={t('indicators')}>
        {OVERLAYS.map((value) => (
          <Choice key={value} name={`indicator-${value}`} label={value} selected={overlay === value} onClick={() => setOverlay(overlay === value ? null : value)} />
        ))}
        <span className={styles.separator} aria-hidden="true" />
        {LOWERS.map((value) => (
          <Choice key={value} name={`indicator-${value}`} label={value} selected={lower === value} onClick={() => setLower(lower === value ? null : value)} />
        ))}
      </div>
      {kline.status === 'loading' ? (
        <div className={styles.chartState}>
          <Skeleton height="100%" />
        </div>
      ) : kline.status === 'error' ? (
        <LoadError onRetry={kline.retry} />
      ) : (
        <KlineChart candles={kline.candles} overlay={overlay} lower={lower} />
      )}
    </section>
  );
}
