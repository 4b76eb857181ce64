import { useId } from 'react';
import type { InviteSummary } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { tenant } from '@atrium/platform';
import { ButtonLink, CopyButton, Section } from '@atrium/ui';
import { QrCode } from '@atrium/ui/qr-code';
import { SectionHeading } from '@atrium/kit';
import { inviteLink } from '../logic/invite-link';
import { ratePercent } from '../../shared/rate-percent';
import { InviteStats } from './invite-stats';
import { ShareButton } from './share-button';
import styles from './invite.module.css';
import card from './invite-card.module.css';

/** /plug's content: the user's code and link, each with a copy button, the link's QR code, sharing and the figures. */
export function InviteCard({ summary }: { summary: InviteSummary }) {
  const { t } = useTranslation('trading-invite');
  const link = inviteLink(location.origin, summary.inviteCode);
  const rate = ratePercent(summary.commissionRate);
  const id = useId();
  return (
    <>
      <Section as="section" aria-labelledby={`${id}-heading`}>
        <SectionHeading id={`${id}-heading`}>{t('plug_heading')}</SectionHeading>
        <p className={styles.muted}>{t('plug_intro', { rate })}</p>
        <div className={card.qr}>
          <QrCode value={link} title={t('qr_title')} />
        </div>
        <div className={card.field}>
          <span className={styles.subheading}>
            {t('share_code')}
          </span>
          <span className={`${styles.mono} ${card.code}`} data-testid="invite-code">
            {summary.inviteCode}
          </span>
          <CopyButton text={summary.inviteCode}>{t('copy_code')}</CopyButton>
        </div>
        <div className={card.field}>
          <span className={styles.subheading}>
            {t('invite_link')}
          </span>
          <span className={styles.mono} data-testid="invite-link">
            {link}
          </span>
          <CopyButton text={link}>{t('copy_link')}</CopyButton>
        </div>
        <ShareButton data={{ title: t('share_title', { brand: tenant().brand.productName }), text: t('share_text', { code: summary.inviteCode }), url: link }} />
      </Section>
      <Section as="section" aria-labelledby={`${id}-stats-heading`}>
        <SectionHeading id={`${id}-stats-heading`}>{t('stats_heading')}</SectionHeading>
        <InviteStats summary={summary} />
        <ButtonLink to="/addIncome" variant="secondary">
          {t('view_income')}
        </ButtonLink>
      </Section>
    </>
  );
}
