import { getInfo } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useAsync } from '@atrium/kit';
import { EmptyState, Page, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';

/** /__NAME__: the remote's first screen. It reads the signed-in user (the route is not public) and has nothing else yet. */
export default function __PASCAL__Page() {
  const { t } = useTranslation('__NAME__');
  const user = useAsync(async (call) => (await getInfo(call)).user);
  return (
    <Page title={t('title')}>
      <AsyncView result={user}>
        {({ loginName }) => (
          <Section>
            <p data-testid="__NAME__-account">{t('signed_in_as', { account: loginName })}</p>
            <EmptyState title={t('empty_title')} description={t('empty_text', { name: t('title') })} />
          </Section>
        )}
      </AsyncView>
    </Page>
  );
}
