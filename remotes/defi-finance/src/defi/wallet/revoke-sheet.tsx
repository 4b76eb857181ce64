import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import { BottomSheet, Button } from '@atrium/ui';
import { useSubmit } from '@atrium/ui/submit';
import { transactionPage } from './chain-config';
import { sendRevoke, waitForSettlement, type RevokeRequest, type Settlement } from './holdings';
import { useProblemText } from './use-problem-text';
import { walletProblem, type WalletProblem } from './wallet-problem';
import styles from '../components/defi.module.css';
import screen from '../../shared/screen.module.css';

export interface RevokeSheetProps {
  request: RevokeRequest;
  /** The allowance now ("Unlimited" or the exact amount). */
  current: string;
  onClose(): void;
  /** The revoke was mined (or waiting gave up): the card reads the chain again. */
  onSettled(): void;
}

type Stage = { step: 'confirm' } | { step: 'signing' } | { step: 'waiting'; hash: string } | { step: 'settled'; hash: string; settlement: Settlement } | { step: 'failed'; problem: WalletProblem };

/**
 * The confirmation of a revoke: it names the spender, its address, the token and the chain, and
 * says the allowance becomes 0. Only its confirm button sends anything — `approve(spender, 0)`,
 * signed in the user's wallet. Nothing about it is sent to the Atrium server.
 */
export function RevokeSheet({ request, current, onClose, onSettled }: RevokeSheetProps) {
  const { t } = useTranslation('defi-finance-defi');
  const problemText = useProblemText();
  const [stage, setStage] = useState<Stage>({ step: 'confirm' });
  const { chain, token, spender } = request;

  // The sheet itself is the review of the revoke: the kit's submit adds its synchronous guard, so
  // taps on Revoke in the same instant ask the wallet to sign once.
  const { submit } = useSubmit(async () => {
    setStage({ step: 'signing' });
    let hash: string;
    try {
      hash = await sendRevoke(request);
    } catch (error) {
      // Said in the sheet, in the wallet's words (declined, rate limit, configuration…).
      setStage({ step: 'failed', problem: walletProblem(error) });
      return;
    }
    setStage({ step: 'waiting', hash });
    const settlement = await waitForSettlement(chain, hash).catch((): Settlement => 'pending');
    setStage({ step: 'settled', hash, settlement });
    onSettled();
  });

  const hash = stage.step === 'waiting' || stage.step === 'settled' ? stage.hash : null;
  return (
    <BottomSheet open onClose={onClose} title={t('revoke_title')}>
      <p>{t('revoke_body', { spender: spender.name, token: token.symbol, chain: chain.name })}</p>
      <dl className={styles.facts} data-testid="revoke-facts">
        <dt>{t('revoke_spender')}</dt>
        <dd>{spender.name}</dd>
        <dt>{t('revoke_address')}</dt>
        <dd className={styles.address}>{spender.address}</dd>
        <dt>{t('revoke_token')}</dt>
        <dd>
          {token.symbol} · {chain.name}
        </dd>
        <dt>{t('revoke_contract')}</dt>
        <dd className={styles.address}>{token.address}</dd>
        <dt>{t('revoke_current')}</dt>
        <dd>{current}</dd>
        <dt>{t('revoke_new')}</dt>
        <dd>0</dd>
      </dl>
      {stage.step === 'signing' && <p className={styles.notice}>{t('revoke_signing')}</p>}
      {stage.step === 'waiting' && <p className={styles.notice}>{t('revoke_waiting')}</p>}
      {stage.step === 'settled' && (
        <p className={stage.settlement === 'reverted' ? screen.error : styles.notice} role="status">
          {stage.settlement === 'confirmed' ? t('revoke_done') : stage.settlement === 'reverted' ? t('revoke_reverted') : t('revoke_pending')}
        </p>
      )}
      {stage.step === 'failed' && (
        <p className={screen.error} role="alert">
          {problemText(stage.problem, chain.name)}
        </p>
      )}
      {hash && (
        <a className={screen.link} href={transactionPage(chain, hash)} target="_blank" rel="noopener noreferrer">
          {t('view_transaction')}
        </a>
      )}
      <div className={styles.actions}>
        {stage.step === 'confirm' || stage.step === 'failed' || stage.step === 'signing' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button variant="danger" loading={stage.step === 'signing'} onClick={submit}>
              {t('revoke_confirm')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        )}
      </div>
    </BottomSheet>
  );
}
