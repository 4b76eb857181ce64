import { useTranslation } from '@atrium/i18n';
import { SectionHeading } from '@atrium/kit';
import { tenant, type ChainKind } from '@atrium/platform';
import { Button, Section } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { ChainCard } from './chain-card';
import { hasTronWallet, injectedEthereum } from './injected';
import { useProblemText } from './use-problem-text';
import { useWalletAccounts } from './use-wallet-accounts';
import styles from '../components/defi.module.css';
import screen from '../../shared/screen.module.css';

const KINDS: ChainKind[] = ['evm', 'tron'];

/**
 * The wallet's own view of the chains the tenant configures (ARCHITECTURE "Safety line for
 * wallets"): its real balances and the allowances it has given the listed spenders, each with a
 * Revoke. Shown only when the tenant config has chains. Atrium never asks for an approval.
 */
export function WalletPanel() {
  const { t } = useTranslation('defi-finance-defi');
  const problemText = useProblemText();
  const { chains, spenders } = tenant().wallet;
  const accounts = useWalletAccounts();
  if (chains.length === 0) return null;
  const present: Record<ChainKind, boolean> = { evm: injectedEthereum() !== null, tron: hasTronWallet() };
  const kinds = KINDS.filter((kind) => chains.some((c) => c.kind === kind));

  return (
    <>
      <Section as="section" aria-labelledby="defi-wallet">
        <SectionHeading id="defi-wallet">
          {t('wallet_title')}
        </SectionHeading>
        <p className={styles.notice}>{t('wallet_intro')}</p>
        {kinds.map((kind) => {
          const names = chains.filter((c) => c.kind === kind).map((c) => c.name).join(' · ');
          const problem = accounts.problem?.kind === kind ? accounts.problem.problem : null;
          if (accounts.address[kind]) return null;
          return (
            <div key={kind} className={styles.item}>
              <span className={styles.label}>{names}</span>
              {present[kind] ? (
                <ConnectButton label={kind === 'evm' ? t('connect_evm') : t('connect_tron')} connect={() => accounts.connect(kind)} />
              ) : (
                <span className={screen.muted}>{kind === 'evm' ? t('no_evm_wallet') : t('no_tron_wallet')}</span>
              )}
              {problem && (
                <p className={screen.error} role="alert">
                  {problemText(problem, names)}
                </p>
              )}
            </div>
          );
        })}
      </Section>
      {chains.map((chain) => {
        const owner = accounts.address[chain.kind];
        return owner ? <ChainCard key={chain.id} chain={chain} owner={owner} spenders={spenders} /> : null;
      })}
    </>
  );
}

/** Connect: asks the wallet for the account once, however many times it is tapped meanwhile. */
function ConnectButton({ label, connect }: { label: string; connect(): Promise<void> }) {
  const { busy, submit } = useSubmit(connect);
  return (
    <Button block variant="secondary" loading={busy} onClick={submit}>
      {label}
    </Button>
  );
}
