import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { NumberText } from '@atrium/ui';
import { Row as LayoutRow } from '@atrium/kit';
import styles from './uplan.module.css';

/** The figures a product or order shows; the order-only ones are absent for a product. */
export interface PlanFiguresProps {
  projectAmount: string;
  limitMin: string;
  days: number;
  dayRate: string;
  remainDay?: number;
  accumulaEarn?: string;
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <LayoutRow label={label}>
      <span dir="ltr" data-testid={testId}>
        {children}
      </span>
    </LayoutRow>
  );
}

/** Amounts in USDT (spec §9); dayRate is already a percent a day on the wire. */
export function PlanFigures({ projectAmount, limitMin, days, dayRate, remainDay, accumulaEarn }: PlanFiguresProps) {
  const { t } = useTranslation('uplan');
  return (
    <>
      <Row label={t('day_rate')} testId="day-rate">
        <span className={styles.rate}>
          <NumberText kind="percent" value={dayRate} />
        </span>
      </Row>
      <Row label={t('project_amount')} testId="project-amount">
        <NumberText value={projectAmount} /> USDT
      </Row>
      <Row label={t('limit_min')} testId="limit-min">
        <NumberText value={limitMin} /> USDT
      </Row>
      <Row label={t('days')} testId="days">
        {days}
      </Row>
      {remainDay !== undefined && (
        <Row label={t('remain_day')} testId="remain-day">
          {remainDay}
        </Row>
      )}
      {accumulaEarn !== undefined && (
        <Row label={t('accumulated')} testId="accumulated">
          <NumberText value={accumulaEarn} /> USDT
        </Row>
      )}
    </>
  );
}
