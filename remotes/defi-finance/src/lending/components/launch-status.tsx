import type { LaunchStatus, SubscriptionStatus } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { StatusChip } from './status-chip';

const LAUNCH = {
  upcoming: { key: 'launch_status_upcoming', tone: 'idle' },
  open: { key: 'launch_status_open', tone: 'live' },
  ended: { key: 'launch_status_ended', tone: 'good' },
} as const;

/** A launch's phase: upcoming, open for applications, ended. */
export function LaunchStatusChip({ status }: { status: LaunchStatus }) {
  const { t } = useTranslation('defi-finance-lending');
  const look = LAUNCH[status] ?? LAUNCH.upcoming;
  return <StatusChip label={t(look.key)} tone={look.tone} />;
}

const ORDER = {
  0: { key: 'order_status_waiting', tone: 'idle' },
  1: { key: 'order_status_allocated', tone: 'good' },
} as const;

/** An application's state (subscription.ts: 0 waiting for allocation, 1 allocated). */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('defi-finance-lending');
  const look = ORDER[status] ?? ORDER[0];
  return <StatusChip label={t(look.key)} tone={look.tone} />;
}
