import { useNavigate } from 'react-router-dom';
import { currentLocale, localeTag } from '@atrium/i18n';
import { useTranslation } from 'react-i18next';
import { Dialog, NumberText } from '@atrium/ui';
import { updateDefiActivity } from '@atrium/api';
import { useFormatDateTime, validityDays } from '@atrium/platform';
import { useActivityNotice } from './use-activity-notice';
import styles from './overlay-host.module.css';

/** "8 days" in the user's language, plural rules included (Intl knows them for every locale). */
const daysText = (days: number) => new Intl.NumberFormat(localeTag(currentLocale()), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);

/**
 * The DeFi activity popup (spec §4): the first offered activity; Claim marks it claimed
 * (status 1), closes, and goes to /defi. The backdrop does not close it (spec: "the overlay
 * cannot close it"), but a visible close button does: nobody should be trapped by an offer.
 */
export function ActivityPopup() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const format = useFormatDateTime();
  const [offer, dismiss] = useActivityNotice();
  if (!offer) return null;
  const { notice, typeLabel } = offer;
  return (
    <Dialog
      open
      title={t('activity_title')}
      closeOnBackdrop={false}
      showClose
      confirmText={t('activity_claim')}
      onCancel={dismiss}
      onConfirm={async () => {
        try {
          await updateDefiActivity(notice.id, 1);
        } catch {
          return; // the client showed why; the offer stays
        }
        dismiss();
        void navigate('/defi');
      }}
    >
      <dl className={styles.facts} data-testid="activity-popup">
        <dt>{t('activity_type')}</dt>
        <dd>{typeLabel}</dd>
        <dt>{t('activity_total')}</dt>
        <dd>
          <NumberText value={notice.totleAmount} kind="amount" />
        </dd>
        <dt>{t('activity_amount')}</dt>
        <dd>
          <NumberText value={notice.amount} kind="amount" />
        </dd>
        <dt>{t('activity_validity')}</dt>
        <dd>{daysText(validityDays(notice.beginTimeS, notice.endTimeS))}</dd>
        <dt>{t('activity_begins')}</dt>
        <dd>{format(notice.beginTimeS)}</dd>
        <dt>{t('activity_ends')}</dt>
        <dd>{format(notice.endTimeS)}</dd>
      </dl>
    </Dialog>
  );
}
