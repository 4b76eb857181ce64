import { useState } from 'react';
import { ACCOUNT_TYPES, assetBalance, type AccountType, type AssetBalances, type CoinBalance } from '@atrium/api';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { BottomSheet, Button, EmptyState, Icon, Page, Section, Skeleton, Tabs, formatMoney } from '@atrium/ui';
import { ChipPicker, LinkButton } from '@atrium/ui/controls';
import { AsyncView } from '../components/async-view';
import { AmountText, HIDDEN_AMOUNT } from '../components/amount-text';
import { Link } from '@atrium/platform';
import { layout, Row, useAsync } from '@atrium/kit';
import { assetUrl } from '@atrium/platform/asset-url';
import { useDisplayCurrency } from '../components/use-display-currency';
import { useHideAmounts } from '../components/use-hide-amounts';
import { usePullToRefresh } from '../components/use-pull-to-refresh';
import { displayCurrencies, inDisplayCurrency } from '../logic/balances';
import { currencyName } from '../logic/currency-names';
import shared from '../components/funds-page.module.css';
import styles from './assets-page.module.css';

const ENTRIES = [
  { to: '/recharge', key: 'entry_deposit' },
  { to: '/withdraw', key: 'entry_withdraw' },
  { to: '/swap', key: 'entry_swap' },
  { to: '/transfer', key: 'entry_transfer' },
] as const;

const RECORDS = [
  { to: '/recharge-order', key: 'title_recharge_order' },
  { to: '/withdraw-order', key: 'title_withdraw_order' },
  { to: '/bank-list', key: 'title_bank_list' },
  { to: '/addAddress', key: 'title_address_book' },
] as const;

/** /assets (tab): the total, balances per account, and the ways in and out of them. */
export default function AssetsPage() {
  const { t } = useTranslation('funds');
  // A refresh runs the same call again: the balances stay on screen while it runs, and if it fails.
  const result = useAsync(assetBalance);
  const refresh = result.retry;
  const pull = usePullToRefresh(refresh);

  return (
    <Page
      title={t('title_assets')}
      back={false}
      right={
        <Button variant="text" onClick={refresh} aria-label={t('refresh')}>
          <Icon name="refresh" />
        </Button>
      }
    >
      <div className={styles.pullArea} {...pull} data-testid="assets-body">
        <AsyncView result={result} skeleton={<AssetsSkeleton />}>
          {(data) => <AssetsView data={data} />}
        </AsyncView>
      </div>
    </Page>
  );
}

function AssetsSkeleton() {
  return (
    <>
      <Skeleton height={120} />
      <Skeleton lines={5} />
    </>
  );
}

/** The display currencies given a chip of their own, most used first; the others are under "More". */
const FREQUENT_CURRENCIES = ['USD', 'EUR', 'CNY', 'HKD'];

function AssetsView({ data }: { data: AssetBalances }) {
  const { t } = useTranslation('funds');
  const { hidden, toggle } = useHideAmounts();
  const { currency, setCurrency } = useDisplayCurrency();
  const [account, setAccount] = useState<AccountType>('funding');
  const [opened, setOpened] = useState<CoinBalance | null>(null);
  const currencies = displayCurrencies(data.fiatRates);
  const shown = currencies.includes(currency) ? currency : (currencies[0] ?? 'USD');
  const total = inDisplayCurrency(data.totalUsdt, data.fiatRates[shown]) ?? data.totalUsdt;
  const rows = data.balances.filter((b) => b.account === account);
  const language = localeTag(currentLocale());

  return (
    <>
      <Section as="section" className={styles.total} aria-label={t('total_assets')}>
        <Row label={`${t('total_assets')} (${shown})`}>
          <Button variant="text" onClick={toggle} aria-label={hidden ? t('show_amounts') : t('hide_amounts')} aria-pressed={hidden}>
            <Icon name={hidden ? 'eye-off' : 'eye'} />
          </Button>
        </Row>
        <AmountText value={total} className={styles.totalValue} />
        {currencies.length > 1 && (
          <ChipPicker
            className={styles.currencies}
            aria-label={t('display_currency')}
            options={currencies.map((c) => ({ value: c, label: c }))}
            describe={(c) => currencyName(c, language)}
            frequent={FREQUENT_CURRENCIES}
            value={shown}
            onChange={setCurrency}
          />
        )}
      </Section>

      <nav className={styles.entries} aria-label={t('funds_actions')}>
        {ENTRIES.map((entry) => (
          <Link key={entry.to} to={entry.to} className={styles.entry}>
            {t(entry.key)}
          </Link>
        ))}
      </nav>

      <Tabs
        aria-label={t('accounts')}
        items={ACCOUNT_TYPES.map((key) => ({ key, label: t(`account_${key}`) }))}
        value={account}
        onChange={(key) => setAccount(key as AccountType)}
      />
      {rows.length === 0 ? (
        <EmptyState title={t('no_balances')} />
      ) : (
        <ul className={shared.list} aria-label={t(`account_${account}`)}>
          {rows.map((row) => (
            <li key={`${row.account}-${row.coin}`} data-testid={`balance-${row.account}-${row.coin}`}>
              <button type="button" className={`${shared.item} ${styles.balance}`} onClick={() => setOpened(row)} aria-haspopup="dialog">
                <span className={styles.coin}>
                  {assetUrl(row.logo) && <img src={assetUrl(row.logo)!} alt="" width={28} height={28} />}
                  <span className={shared.strong}>{row.coinName || row.coin.toUpperCase()}</span>
                </span>
                <span className={styles.figures}>
                  <span>
                    <span className={shared.muted}>{t('available')} </span>
                    <span data-testid="balance-available">
                      <AmountText value={row.available} />
                    </span>
                  </span>
                  <span className={shared.muted}>
                    {t('frozen')} <AmountText value={row.frozen} />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <BalanceDetail balance={opened} hidden={hidden} onClose={() => setOpened(null)} />

      <nav className={styles.records} aria-label={t('records')}>
        {RECORDS.map((entry) => (
          <Link key={entry.to} to={entry.to} className={shared.item}>
            <span>{t(entry.key)}</span>
            <Icon name="chevron" />
          </Link>
        ))}
      </nav>
    </>
  );
}

/** A balance's detail: its exact amounts (the list shows the spec's decimals), and the ways to move it. */
function BalanceDetail({ balance, hidden, onClose }: { balance: CoinBalance | null; hidden: boolean; onClose(): void }) {
  const { t } = useTranslation('funds');
  const exact = (value: string) => (hidden ? HIDDEN_AMOUNT : formatMoney(value, balance!.coin, { exact: true }));
  return (
    <BottomSheet open={balance !== null} onClose={onClose} title={balance ? `${balance.coinName || balance.coin.toUpperCase()} · ${t(`account_${balance.account}`)}` : undefined}>
      {balance && (
        <Section as="dl" data-testid="balance-detail">
          <div className={layout.row}>
            <dt className={layout.label}>{t('available')}</dt>
            <dd dir="ltr" className={shared.strong} data-testid="balance-detail-available">
              {exact(balance.available)}
            </dd>
          </div>
          <div className={layout.row}>
            <dt className={layout.label}>{t('frozen')}</dt>
            <dd dir="ltr" data-testid="balance-detail-frozen">
              {exact(balance.frozen)}
            </dd>
          </div>
          <LinkButton to={`/transfer?from=${balance.account}&coin=${encodeURIComponent(balance.coin)}`}>{t('transfer')}</LinkButton>
        </Section>
      )}
    </BottomSheet>
  );
}
