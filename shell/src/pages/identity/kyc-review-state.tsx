import type { ReactNode } from 'react';
import type { KycStatus } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { StatusPanel } from '../../account/status-panel';

export interface KycReviewStateProps {
  status: Exclude<KycStatus, 'none'>;
  /** The reviewer's reason for a refusal. */
  reason?: string | null;
  /** Details under the state (the masked name). */
  children?: ReactNode;
  actions?: ReactNode;
}

const TONES = { pending: 'info', approved: 'success', rejected: 'danger' } as const;

/** An identity level under review, verified, or refused with its reason. */
export function KycReviewState({ status, reason, children, actions }: KycReviewStateProps) {
  const { t } = useTranslation('account');
  return (
    <StatusPanel tone={TONES[status]} title={t(`kyc_${status}_title`)} actions={actions}>
      {status === 'rejected' ? (
        <>
          {reason && <p>{t('kyc_rejected_reason', { reason })}</p>}
          <p>{t('kyc_rejected_retry')}</p>
        </>
      ) : (
        <p>{t(`kyc_${status}_body`)}</p>
      )}
      {children}
    </StatusPanel>
  );
}
