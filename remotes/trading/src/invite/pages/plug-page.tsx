import { getInviteSummary } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useAsync } from '@atrium/kit';
import { Page } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { InviteCard } from '../components/invite-card';

/** /plug: invite friends with the user's code, link or QR code (server/CONTRACT-DELTA.md "Invites"). */
export default function PlugPage() {
  const { t } = useTranslation(['trading-invite', 'trading']);
  const summary = useAsync(getInviteSummary);
  return (
    <Page title={t('trading:title_plug')}>
      <AsyncView result={summary} framed={false}>{(data) => <InviteCard summary={data} />}</AsyncView>
    </Page>
  );
}
