import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { useReturnTo } from '@atrium/platform/detour';
import { AccountScreen } from '../../account/account-screen';
import accountStyles from '../../account/account.module.css';
import { useKycInfo } from './use-kyc-info';
import { KycLoadState } from './kyc-load-state';
import { KycReviewState } from './kyc-review-state';
import { IdentityDetails } from './identity-details';
import { PrimaryIdentityForm } from './primary-identity-form';

export { accountI18nReady as ready } from '../../account/i18n/register';

/** /certification-primary: the real name and ID number, and their review state. */
export default function CertificationPrimaryPage() {
  const { t } = useTranslation('account');
  const { load, reload } = useKycInfo();
  // Opened as a detour (`?returnTo`), a submitted identity goes back to the screen that sent the user.
  const back = useReturnTo();
  const submitted = async () => {
    if (!back.finish()) await reload();
  };

  function content() {
    if (load.status !== 'ready') return <KycLoadState load={load} onRetry={() => void reload()} />;
    const { status, realName, idNumber, reason } = load.info.primary;
    switch (status) {
      case 'pending':
        return (
          <KycReviewState status="pending">
            <IdentityDetails realName={realName} idNumber={idNumber} />
          </KycReviewState>
        );
      case 'approved':
        return (
          <KycReviewState
            status="approved"
            actions={
              <Link className={accountStyles.linkButton} to={back.forward('/certification-advanced')}>
                {t('kyc_go_advanced')}
              </Link>
            }
          >
            <IdentityDetails realName={realName} idNumber={idNumber} />
          </KycReviewState>
        );
      case 'rejected':
        // The refused answer comes back into the form, to correct rather than retype.
        return (
          <>
            <KycReviewState status="rejected" reason={reason} />
            <PrimaryIdentityForm initial={{ realName: realName ?? '', idNumber: idNumber ?? '' }} onSubmitted={submitted} />
          </>
        );
      default:
        return (
          <>
            <p className={accountStyles.intro}>{t('kyc_primary_intro')}</p>
            <PrimaryIdentityForm onSubmitted={submitted} />
          </>
        );
    }
  }

  return <AccountScreen title={t('title_certification_primary')} onBack={back.path ? () => back.finish() : undefined}>{content()}</AccountScreen>;
}
