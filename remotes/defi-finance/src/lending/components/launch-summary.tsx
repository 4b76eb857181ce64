import type { Launch } from '@atrium/api';
import { SectionHeading } from '@atrium/kit';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { NumberText } from '@atrium/ui';
import { countdownTarget, launchProgress } from '../logic/launch-math';
import { Countdown } from './countdown';
import { DetailRows } from './detail-rows';
import { LaunchStatusChip } from './launch-status';
import { ProgressBar } from './progress-bar';
import { LaunchPrice } from './launch-price';
import styles from './lending.module.css';
import screen from '../../shared/screen.module.css';

/** A launch's name and status, price, supply, progress and the countdown of its current phase. */
export function LaunchSummary({ launch }: { launch: Launch }) {
  const { t } = useTranslation('defi-finance-lending');
  const formatDate = useFormatDateTime();
  const TOKEN = launch.token.toUpperCase();
  const target = countdownTarget(launch);
  return (
    <>
      <SectionHeading className={styles.withStatus}>
        <span>
          {launch.name} <span className={screen.muted}>{TOKEN}</span>
        </span>
        <LaunchStatusChip status={launch.status} />
      </SectionHeading>
      <DetailRows
        rows={[
          { label: t('launch_price'), value: <LaunchPrice launch={launch} />, testId: 'launch-price' },
          { label: t('launch_supply'), value: <span dir="ltr"><NumberText value={launch.supply} kind="abbreviate" /> {TOKEN}</span> },
          { label: t('launch_applied'), value: <NumberText value={launch.applied} unit="usdt" />, testId: 'launch-applied' },
          target === null
            ? { label: t('launch_ended_at'), value: formatDate(launch.endTime) }
            : { label: launch.status === 'upcoming' ? t('starts_in') : t('ends_in'), value: <Countdown target={target} />, testId: 'launch-countdown' },
        ]}
      />
      <ProgressBar percent={launchProgress(launch)} label={t('launch_progress')} />
    </>
  );
}
