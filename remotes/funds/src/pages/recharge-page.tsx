import { useState } from 'react';
import { getAppCurrencyList, getDepositAddress, type DepositCoin } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { CopyButton, EmptyState, Page, Section, Skeleton, Tabs, formatMoney } from '@atrium/ui';
import { QrCode } from '@atrium/ui/qr-code';
import { ChoiceChips } from '@atrium/ui/amount';
import { AsyncView } from '../components/async-view';
import { useAsync } from '@atrium/kit';
import { LinkButton } from '@atrium/ui/controls';
import styles from '../components/funds-page.module.css';

/** /recharge: pick a coin and chain, see the deposit address (text and QR), then report the deposit. */
export default function RechargePage() {
  const { t } = useTranslation('funds');
  const coins = useAsync(getAppCurrencyList);
  return (
    <Page title={t('title_recharge')}>
      <AsyncView result={coins}>
        {(list) => (list.length === 0 ? <EmptyState title={t('no_coins')} /> : <DepositPicker coins={list} />)}
      </AsyncView>
    </Page>
  );
}

function DepositPicker({ coins }: { coins: DepositCoin[] }) {
  const { t } = useTranslation('funds');
  const [coinKey, setCoinKey] = useState(coins[0]!.coin);
  const coin = coins.find((c) => c.coin === coinKey) ?? coins[0]!;
  const [chainPick, setChain] = useState('');
  const chain = coin.chains.includes(chainPick) ? chainPick : (coin.chains[0] ?? '');

  return (
    <>
      <Section as="section">
        <span className={styles.muted}>{t('coin')}</span>
        <ChoiceChips aria-label={t('coin')} items={coins.map((c) => ({ value: c.coin, label: c.coinName || c.coin.toUpperCase() }))} value={coin.coin} onChange={setCoinKey} />
        <span className={styles.muted}>{t('chain')}</span>
        {coin.chains.length > 0 && <Tabs aria-label={t('chain')} items={coin.chains.map((c) => ({ key: c, label: c }))} value={chain} onChange={setChain} />}
      </Section>
      {chain && <DepositAddress coin={coin} chain={chain} />}
    </>
  );
}

function DepositAddress({ coin, chain }: { coin: DepositCoin; chain: string }) {
  const { t } = useTranslation('funds');
  const address = useAsync((call) => getDepositAddress(coin.coin, chain, call), [coin.coin, chain]);
  return (
    <AsyncView result={address} skeleton={<Skeleton height={240} />}>
      {({ address: value, demo }) =>
        value ? (
          <Section as="section" aria-label={t('deposit_address')}>
            {demo && (
              // Before the QR code and the address: no one holds this address's keys.
              <p className={styles.notice} role="alert" data-testid="deposit-demo-warning">
                {t('deposit_demo_warning')}
              </p>
            )}
            <QrCode value={value} title={t('deposit_address')} />
            <span className={styles.muted}>{t('deposit_address')}</span>
            <span className={styles.mono} data-testid="deposit-address">
              {value}
            </span>
            <CopyButton text={value}>{t('copy_address')}</CopyButton>
            <p className={styles.muted} data-testid="deposit-minimum">
              {t('deposit_minimum', { amount: formatMoney(coin.minAmount, coin.coin) })}
            </p>
            <p className={styles.muted}>{t('deposit_chain_warning', { coin: coin.coin.toUpperCase(), chain })}</p>
            <LinkButton to={`/recharge-apply?coin=${encodeURIComponent(coin.coin)}&chain=${encodeURIComponent(chain)}`}>{t('report_deposit')}</LinkButton>
          </Section>
        ) : (
          <EmptyState title={t('no_address')} />
        )
      }
    </AsyncView>
  );
}
