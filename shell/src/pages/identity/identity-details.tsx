import { useTranslation } from '@atrium/i18n';
import { maskIdNumber, maskName } from '../../account/mask';
import accountStyles from '../../account/account.module.css';

/** The name and ID number a review is about, masked: enough to recognise, not to copy. */
export function IdentityDetails({ realName, idNumber }: { realName: string | null; idNumber: string | null }) {
  const { t } = useTranslation('account');
  if (!realName && !idNumber) return null;
  return (
    <dl className={accountStyles.details}>
      {realName && (
        <>
          <dt>{t('kyc_real_name')}</dt>
          {/* A name reads in its own script's direction, whatever the page's; the asterisks follow it. */}
          <dd data-testid="masked-name" dir="auto">
            {maskName(realName)}
          </dd>
        </>
      )}
      {idNumber && (
        <>
          <dt>{t('kyc_id_number')}</dt>
          <dd className={accountStyles.ltr}>{maskIdNumber(idNumber)}</dd>
        </>
      )}
    </dl>
  );
}
