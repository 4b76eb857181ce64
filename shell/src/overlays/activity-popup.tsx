import { useNavigate } from 'react-router-dom';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { Dialog, formatMoney, toast, useTextLang } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { updateDefiActivity } from '@atrium/api';
import { useFormatDateTime, validityDays } from '@atrium/platform';
import type { ActivityOffer } from './use-activity-notice';
import styles from './overlay-host.module.css';

/**
 * "8 days" in the user's language, plural rules included (Intl knows them for every locale),
 * with Latin digits as every figure of the kit's formatters.
 */
const daysText = (days: number) =>
  new Intl.NumberFormat(localeTag(currentLocale()), { style: 'unit', unit: 'day', unitDisplay: 'long', numberingSystem: 'latn' }).format(days);

/** A DeFi amount: USDT, every decimal it has (an offer is read once, exactly). */
const usdt = (value: string) => formatMoney(value, 'usdt', { exact: true });

export interface ActivityPopupProps {
  offer: ActivityOffer;
  /** Cancel or the close button. */
  onDismiss(): void;
  /** The claim went through. */
  onClaimed(): void;
}

/**
 * The DeFi activity popup (spec §4): the first offered activity; Claim marks it claimed
 * (status 1), says what was claimed (the reward with its unit), closes, and goes to /defi. The
 * backdrop does not close it (spec: "the overlay cannot close it"), but a visible close button
 * does: nobody should be trapped by an offer. Claiming moves no money (no confirmation): the
 * kit's useSubmit sends it once, a refusal is shown by the API client and the offer stays.
 */
export function ActivityPopup({ offer: { notice, typeLabel, typeLang }, onDismiss, onClaimed }: ActivityPopupProps) {
  const { t } = useTranslation('shell');
  const textLang = useTextLang();
  const navigate = useNavigate();
  const format = useFormatDateTime();
  const claim = useSubmit(() => updateDefiActivity(notice.id, 1), {
    onDone: () => {
      toast(t('activity_claimed', { amount: usdt(notice.amount) }));
      onClaimed();
      void navigate('/defi');
    },
  });
  return (
    <Dialog
      open
      title={t('activity_title')}
      closeOnBackdrop={false}
      showClose
      confirmText={t('activity_claim')}
      onCancel={() => !claim.busy && onDismiss()}
      onConfirm={claim.submit}
    >
      <dl className={styles.facts} data-testid="activity-popup">
        <dt>{t('activity_type')}</dt>
        <dd {...textLang(typeLang)}>{typeLabel}</dd>
        <dt>{t('activity_total')}</dt>
        <dd>
          <span dir="ltr">{usdt(notice.totleAmount)}</span>
        </dd>
        <dt>{t('activity_amount')}</dt>
        <dd>
          <span dir="ltr">{usdt(notice.amount)}</span>
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
