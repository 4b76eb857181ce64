import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import { approvalsPage, type WalletChain, type WalletSpender } from '@atrium/platform';
import { layout, SectionHeading, useAsync } from '@atrium/kit';
import { Button, CopyButton, Section, Skeleton } from '@atrium/ui';
import { readHoldings, type RevokeRequest } from './holdings';
import { RevokeSheet } from './revoke-sheet';
import { formatTokens, isUnlimited, isZero } from './token-amount';
import { useProblemText } from './use-problem-text';
import { walletProblem } from './wallet-problem';
import styles from '../components/defi.module.css';
import screen from '../../shared/screen.module.css';

export interface ChainCardProps {
  chain: WalletChain;
  owner: string;
  spenders: WalletSpender[];
}

/**
 * One chain of the wallet panel: the wallet's balance of each token and, per listed spender,
 * the allowance it has given, read from the chain itself. A chain that fails says why (1300,
 * 1301…) with a retry, and the other chains are not affected.
 */
export function ChainCard({ chain, owner, spenders }: ChainCardProps) {
  const { t } = useTranslation('defi-finance-defi');
  const problemText = useProblemText();
  const [version, setVersion] = useState(0);
  // Wallet RPC reads, no @atrium/api call: the cancel stops them only before they start (see readHoldings).
  const reading = useAsync(({ signal }) => readHoldings(chain, owner, spenders, signal), [chain, owner, spenders, version]);
  const [revoke, setRevoke] = useState<{ request: RevokeRequest; current: string } | null>(null);
  const allowanceText = (raw: string, decimals: number, exact = false) => (isUnlimited(raw) ? t('unlimited') : formatTokens(raw, decimals, { exact }));

  return (
    <Section as="section" aria-label={chain.name} data-testid={`wallet-chain-${chain.id}`}>
      <div className={`${layout.row} ${styles.chainHead}`}>
        <SectionHeading level={3}>{chain.name}</SectionHeading>
        <a className={screen.link} href={approvalsPage(chain, owner)} target="_blank" rel="noopener noreferrer">
          {t('approvals_page')}
        </a>
      </div>
      <div className={layout.row}>
        <span className={styles.address}>{owner}</span>
        <CopyButton text={owner} variant="text">
          {t('copy')}
        </CopyButton>
      </div>
      {reading.status === 'loading' && <Skeleton lines={3} />}
      {reading.status === 'error' && (
        <div role="alert">
          <p className={screen.error} data-testid={`wallet-error-${chain.id}`}>
            {problemText(walletProblem(reading.error), chain.name)}
          </p>
          <Button variant="secondary" onClick={reading.retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {reading.status === 'ready' && (
        <ul className={styles.list}>
          {reading.data.map(({ token, balance, allowances }) => {
            const open = allowances.filter((a) => !isZero(a.raw));
            return (
              <li key={token.address} className={styles.item} data-testid={`wallet-token-${chain.id}-${token.symbol}`}>
                <div className={layout.row}>
                  <strong>{token.symbol}</strong>
                  <span data-testid="wallet-balance">{formatTokens(balance, token.decimals)}</span>
                </div>
                {open.length === 0 ? (
                  <span className={screen.muted}>{t('no_allowances')}</span>
                ) : (
                  open.map(({ spender, raw }) => {
                    const current = allowanceText(raw, token.decimals);
                    return (
                      <div key={spender.address} className={layout.row} data-testid="wallet-allowance">
                        <span>
                          {t('allowance_of', { spender: spender.name })}: <strong>{current}</strong>
                        </span>
                        <Button variant="secondary" onClick={() => setRevoke({ request: { chain, token, spender, owner }, current: allowanceText(raw, token.decimals, true) })}>
                          {t('revoke')}
                        </Button>
                      </div>
                    );
                  })
                )}
              </li>
            );
          })}
        </ul>
      )}
      {revoke && <RevokeSheet request={revoke.request} current={revoke.current} onClose={() => setRevoke(null)} onSettled={() => setVersion((n) => n + 1)} />}
    </Section>
  );
}
