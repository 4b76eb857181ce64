import { useState } from 'react';
import { getWithDrawCoinList, getWithdrawStatus, type WithdrawCoin } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { ButtonLink, EmptyState, Icon, Page, Section, Tabs, formatMoney } from '@atrium/ui';
import { ChoiceChips } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { Link } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { WithdrawClosedNotice } from '../components/withdraw-closed-notice';
import { useWithdrawLimitsText } from '../components/withdraw-limits';
import styles from '../components/funds-page.module.css';

/** /withdraw: pick the coin and chain, then go on to the form; links to the address book and records. */
export default function WithdrawPage() {
  const { t } = useTranslation('funds');
  const data = useAsync((call) => Promise.all([getWithDrawCoinList(call), getWithdrawStatus(call)]));
  return (
    <Page title={t('title_withdraw')}>
      <AsyncView result={data}>
        {([coins, status]) => (
          <>
            {!status.open && <WithdrawClosedNotice message={status.message} />}
            {coins.length === 0 ? <EmptyState title={t('no_coins')} /> : <CoinChainPicker coins={coins} />}
            <nav className={styles.list} aria-label={t('records')}>
              <Link className={styles.item} to="/addAddress">
                <span>{t('title_address_book')}</span>
                <Icon name="chevron" />
              </Link>
              <Link className={styles.item} to="/withdraw-order">
                <span>{t('title_withdraw_order')}</span>
                <Icon name="chevron" />
              </Link>
            </nav>
          </>
        )}
      </AsyncView>
    </Page>
  );
}

function CoinChainPicker({ coins }: { coins: WithdrawCoin[] }) {
  const { t } = useTranslation('funds');
  const limitsText = useWithdrawLimitsText();
  const [coinKey, setCoinKey] = useState(coins[0]!.coin);
  const coin = coins.find((c) => c.coin === coinKey) ?? coins[0]!;
  const [chainPick, setChain] = useState('');
  const chain = coin.chains.find((c) => c.chain === chainPick) ?? coin.chains[0];
  return (
    <Section as="section">
      <span className={styles.muted}>{t('coin')}</span>
      <ChoiceChips aria-label={t('coin')} items={coins.map((c) => ({ value: c.coin, label: c.coinName || c.coin.toUpperCase() }))} value={coin.coin} onChange={setCoinKey} />
      <span className={styles.muted}>{t('chain')}</span>
      {chain && (
        <>
          <Tabs aria-label={t('chain')} items={coin.chains.map((c) => ({ key: c.chain, label: c.chain }))} value={chain.chain} onChange={setChain} />
          <p className={styles.muted} data-testid="withdraw-limits">
            {limitsText(chain, coin.coin)} · {t('fee_is', { amount: formatMoney(chain.fee, coin.coin) })}
          </p>
          <ButtonLink block to={`/withdraw-apply?coin=${encodeURIComponent(coin.coin)}&chain=${encodeURIComponent(chain.chain)}`}>
            {t('continue')}
          </ButtonLink>
        </>
      )}
    </Section>
  );
}
