import { useTranslation } from '@atrium/i18n';
import { getNotice, listNotices, NOTICE_KEYS } from '@atrium/api';
import { EmptyState, Page } from '@atrium/ui';
import { AsyncView } from '../components/async-view';
import { Article } from '../components/article';
import { NoticeList } from '../components/notice-list';
import { NotFound } from '../components/not-found';
import { noticeId } from '../components/ids';
import { backState, useBackTo } from '../components/use-back-to';
import { useSearchParams } from '@atrium/platform';
import { useAsync } from '@atrium/kit';

const LIST = '/notice';

function Announcements() {
  const { t } = useTranslation('content');
  const notices = useAsync((call) => listNotices(NOTICE_KEYS.notice, undefined, call));
  return (
    <Page title={t('title_notice')}>
      <AsyncView result={notices}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={t('notice_empty')} />
          ) : (
            <NoticeList notices={rows} linkTo={(notice) => `${LIST}?id=${notice.id}`} linkState={backState(LIST)} />
          )
        }
      </AsyncView>
    </Page>
  );
}

function Announcement({ id }: { id: number | null }) {
  const { t } = useTranslation('content');
  const back = useBackTo(LIST);
  const notice = useAsync((call) => (id === null ? Promise.reject(new Error('not a notice id')) : getNotice(id, call)), [id]);
  const notFound = <NotFound title={t('notice_not_found')} to={LIST} action={t('back_to_list')} />;
  return (
    <Page title={t('title_notice')} onBack={back}>
      <AsyncView result={notice} error={notFound}>
        {(item) => (item ? <Article title={item.title} date={item.createTime} html={item.content} lang={item.lang} /> : notFound)}
      </AsyncView>
    </Page>
  );
}

/**
 * /notice: the announcements (key NOTICE). `?id=` opens one in place, so a detail deep-links
 * and its back arrow returns to the list.
 */
export default function NoticePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null ? <Announcements /> : <Announcement id={noticeId(id)} />;
}
