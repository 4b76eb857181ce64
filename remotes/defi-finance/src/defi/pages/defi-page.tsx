import { useState } from 'react';
import { assetBalance, getDefiRate, userInvestment, type CallOptions } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useAsync, useFirstSettled } from '@atrium/kit';
import { Page, Section, Skeleton } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { ClaimedActivities } from '../components/claimed-activities';
import { JoinForm } from '../components/join-form';
import { MyStake } from '../components/my-stake';
import { PoolOverview } from '../components/pool-overview';
import { StakeOrders } from '../components/stake-orders';
import { WalletPanel } from '../wallet/wallet-panel';
import styles from '../components/defi.module.css';

/** The funding account's available USDT, the balance stakes come from. */
const fundingUsdt = async (call: CallOptions) => {
  const { balances } = await assetBalance(call);
  return balances.find((b) => b.account === 'funding' && b.coin.toLowerCase() === 'usdt')?.available ?? '0';
};

/**
 * /defi: the pool overview, the user's stake and claimed activities, joining with USDT from the
 * funding account, the stakes with their income, and the connected wallet's on-chain balances
 * and allowances.
 *
 * The first visit shows one placeholder until the stake, the pool and the balance have each
 * answered, then every section at once: each arriving alone swapped a skeleton for content of
 * another height and pushed the sections below it down the screen (a layout shift of 0.46 under
 * the mobile profile). The sections are mounted, hidden, from the start, so the stakes list and
 * the wallet panel read in parallel rather than after the gate.
 */
export default function DefiPage() {
  const { t: title } = useTranslation('defi-finance');
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  const overview = useAsync(getDefiRate, []);
  const investment = useAsync(userInvestment, [version]);
  const available = useAsync(fundingUsdt, [version]);
  const shown = useFirstSettled(investment, overview, available);

  return (
    <Page title={title('title_defi')}>
      {!shown && (
        <Section aria-busy="true">
          <Skeleton lines={12} />
        </Section>
      )}
      <div className={styles.sections} hidden={!shown}>
        <AsyncView result={investment} skeleton={<Skeleton lines={4} />}>
          {(data) => (
            <>
              <MyStake investment={data} />
              <ClaimedActivities activities={data.activities} />
            </>
          )}
        </AsyncView>
        <AsyncView result={overview} skeleton={<Skeleton lines={5} />}>
          {(pool) => (
            <>
              <PoolOverview overview={pool} />
              <AsyncView result={available} skeleton={<Skeleton lines={3} />}>
                {(usdt) => <JoinForm rates={pool.rates} available={usdt} onJoined={changed} />}
              </AsyncView>
            </>
          )}
        </AsyncView>
        <StakeOrders version={version} onRedeemed={changed} />
        <WalletPanel />
      </div>
    </Page>
  );
}
