import type BigNumber from 'bignumber.js';
import { Row } from '@atrium/kit';
import { NumberText } from '@atrium/ui';
import { progressWidth } from '../logic/launch-math';
import styles from './lending.module.css';

/** A launch's subscription: a bar filled up to 100 % and the exact percent (over 100 when oversubscribed). */
export function ProgressBar({ percent, label }: { percent: BigNumber | null; label: string }) {
  const width = progressWidth(percent);
  return (
    <div>
      <Row label={label}>
        <NumberText value={percent} kind="percent" />
      </Row>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={width}>
        <div className={styles.bar} style={{ inlineSize: `${width}%` }} />
      </div>
    </div>
  );
}
