import { useTranslation } from '@atrium/i18n';
import { getNotice } from '@atrium/api';
import { overlays, useParams } from '@atrium/platform';
import { AsyncView } from '../components/async-view';
import { useServiceAvailable } from '../components/use-service-available';
import { Article } from '../components/article';
import { NotFound } from '../components/not-found';
import { noticeId } from '../components/ids';
import { useBackTo } from '../components/use-back-to';
import { useAsync } from '@atrium/kit';
import { Page } from '@atrium/ui';

/** /helpDetail/:id: one help article. A bad id or a failed call shows "not found"; back goes to /help. */
export default function HelpDetailPage() {
  const { t } = useTranslation('content');
  const service = useServiceAvailable();
  const id = noticeId(useParams().id);
  const back = useBackTo('/help');
  const article = useAsync((call) => (id === null ? Promise.reject(new Error('not a notice id')) : getNotice(id, call)), [id]);
  const notFound = (
    <NotFound title={t('help_not_found')} description={t('help_not_found_hint')} to="/help" action={t('back_to_help')} />
  );
  return (
    <Page title={t('title_help_detail')} onBack={back} onService={service ? overlays.openService : undefined}>
      <AsyncView result={article} error={notFound}>
        {(item) => (item ? <Article title={item.title} date={item.createTime} html={item.content} lang={item.lang} /> : notFound)}
      </AsyncView>
    </Page>
  );
}
