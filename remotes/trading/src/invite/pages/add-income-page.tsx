import { getInviteSummary } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useSearchParams } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { Page, Section, Skeleton, Tabs } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { CommissionList } from '../components/commission-list';
import { InviteStats } from '../components/invite-stats';
import { InviteeList } from '../components/invitee-list';

const TABS = ['invitees', 'commissions'] as const;
type Tab = (typeof TABS)[number];

/**
 * /addIncome: what the invite programme has earned the user: the figures, then the friends who
 * joined and the commissions paid. The tab is in the address (`?tab=commissions`), so the back
 * arrow from elsewhere returns to the same list.
 */
export default function AddIncomePage() {
  const { t } = useTranslation(['trading-invite', 'trading']);
  const summary = useAsync(getInviteSummary);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'commissions' ? 'commissions' : 'invitees';
  const labels: Record<Tab, string> = { invitees: t('tab_invitees'), commissions: t('tab_commissions') };
  return (
    <Page title={t('trading:title_add_income')}>
      <Section as="section">
        <AsyncView result={summary} framed={false} skeleton={<Skeleton lines={3} />}>
          {(data) => <InviteStats summary={data} />}
        </AsyncView>
      </Section>
      <Tabs
        aria-label={t('trading:title_add_income')}
        items={TABS.map((key) => ({ key, label: labels[key] }))}
        value={tab}
        onChange={(key) => setParams(key === 'invitees' ? {} : { tab: key }, { replace: true })}
      />
      <div role="tabpanel">{tab === 'invitees' ? <InviteeList /> : <CommissionList />}</div>
    </Page>
  );
}
