import { useTranslation } from '@atrium/i18n';
import { NumberText } from '@atrium/ui';
import { Row } from '@atrium/kit';
import { progressPercent, progressPercentValue } from '../logic/uplan-rules';
import styles from './uplan.module.css';

/** How full an order is: alreadyAmount / projectAmount, as a bar and in figures. */
export function PlanProgress({ alreadyAmount, projectAmount }: { alreadyAmount: string; projectAmount: string }) {
  const { t } = useTranslation('uplan');
  const percent = progressPercent(alreadyAmount, projectAmount);
  return (
    <>
      <div className={styles.progress} role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
      </div>
      <Row label={t('progress')}>
        <span dir="ltr" data-testid="progress">
          <NumberText value={alreadyAmount} /> / <NumberText value={projectAmount} /> USDT (<NumberText kind="percent" value={progressPercentValue(alreadyAmount, projectAmount)} />)
        </span>
      </Row>
    </>
  );
}
