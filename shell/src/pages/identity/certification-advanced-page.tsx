import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { useReturnTo } from '@atrium/platform/detour';
import { AccountScreen } from '../../account/account-screen';
import { StatusPanel } from '../../account/status-panel';
import accountStyles from '../../account/account.module.css';
import { useKycInfo } from './use-kyc-info';
import { KycLoadState } from './kyc-load-state';
import { KycReviewState } from './kyc-review-state';
import { IdentityDetails } from './identity-details';
import { AdvancedIdentityForm } from './advanced-identity-form';

export { accountI18nReady as ready } from '../../account/i18n/register';

/** /certification-advanced: three photos of the ID, once the primary level is approved. */
export default function CertificationAdvancedPage() {
  const { t } = useTranslation('account');
  const { load, reload } = useKycInfo();
  // Opened as a detour (`?returnTo`), a submitted identity goes back to the screen that sent the user.
  const back = useReturnTo();
  const submitted = async () => {
    if (!back.finish()) await reload();
  };

  function content() {
    if (load.status !== 'ready') return <KycLoadState load={load} onRetry={() => void reload()} />;
    const { primary, advanced } = load.info;
    if (primary.status !== 'approved') {
      return (
        <StatusPanel
          tone="warning"
          title={t('kyc_primary_first')}
          actions={
            <Link className={accountStyles.linkButton} to={back.forward('/certification-primary')}>
              {t('kyc_go_primary')}
            </Link>
          }
        />
      );
    }
    switch (advanced.status) {
      case 'pending':
        return <KycReviewState status="pending" />;
      case 'approved':
        return (
          <KycReviewState status="approved">
            <IdentityDetails realName={primary.realName} idNumber={null} />
          </KycReviewState>
        );
      case 'rejected':
        return (
          <>
            <KycReviewState status="rejected" reason={advanced.reason} />
            <AdvancedIdentityForm onSubmitted={submitted} />
          </>
        );
      default:
        return <AdvancedIdentityForm onSubmitted={submitted} />;
    }
  }

  return <AccountScreen title={t('title_certification_advanced')} onBack={back.path ? () => back.finish() : undefined}>{content()}</AccountScreen>;
}
