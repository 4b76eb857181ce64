import { useTranslation } from '@atrium/i18n';
import type { WalletProblem } from './wallet-problem';

/** A wallet or chain problem in the user's language; the spec's code (1300, 1301) is shown with it. */
export function useProblemText() {
  const { t } = useTranslation('defi-finance-defi');
  return (problem: WalletProblem, chainName: string): string => {
    switch (problem.kind) {
      case 'rate-limit':
        return `${t('error_rate_limit')} ${t('error_code', { code: problem.code })}`;
      case 'config':
        return `${t('error_config', { chain: chainName })} ${t('error_code', { code: problem.code })}`;
      case 'rejected':
        return t('error_rejected');
      case 'unknown-chain':
        return t('error_unknown_chain', { chain: chainName });
      case 'failed':
        return t('error_failed', { chain: chainName, detail: problem.detail });
    }
  };
}
