import { useTranslation } from '@atrium/i18n';
import { listNotices, NOTICE_KEYS } from '@atrium/api';
import { EmptyState, Page } from '@atrium/ui';
import type { Notice } from '@atrium/api';
import { AsyncView } from '../components/async-view';
import { Article } from '../components/article';
import { NotFound } from '../components/not-found';
import { noticeId } from '../components/ids';
import { parseServerTime, Link, useSearchParams } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import styles from './broadcast-details-page.module.css';

const PATH = '/broadcastDetails';

/** Newest first; an unreadable time sorts last, and equal times by the higher (later) id. */
function newestFirst(a: Notice, b: Notice): number {
  const ta = parseServerTime(a.createTime);
  const tb = parseServerTime(b.createTime);
  const byTime = (Number.isNaN(tb) ? -Infinity : tb) - (Number.isNaN(ta) ? -Infinity : ta);
  return byTime || b.id - a.id;
}

function Broadcasts({ rows, id }: { rows: Notice[]; id: string | null }) {
  const { t } = useTranslation('content');
  if (id !== null) {
    const wanted = noticeId(id);
    const one = rows.find((notice) => notice.id === wanted);
    if (!one) return <NotFound title={t('broadcast_not_found')} to={PATH} action={t('show_all_broadcasts')} />;
    return (
      <>
        <Article title={one.title} date={one.createTime} html={one.content} lang={one.lang} />
        {rows.length > 1 && (
          <Link className={styles.all} to={PATH}>
            {t('show_all_broadcasts')}
          </Link>
        )}
      </>
    );
  }
  if (rows.length === 0) return <EmptyState title={t('broadcast_empty')} />;
  return (
    <>
      {[...rows].sort(newestFirst).map((notice) => (
        <Article key={notice.id} title={notice.title} date={notice.createTime} html={notice.content} lang={notice.lang} />
      ))}
    </>
  );
}

/** /broadcastDetails: the broadcasts (key BROADCAST) as full articles, newest first; `?id=` shows one. */
export default function BroadcastDetailsPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const broadcasts = useAsync((call) => listNotices(NOTICE_KEYS.broadcast, undefined, call));
  return (
    <Page title={t('title_broadcast')}>
      <AsyncView result={broadcasts}>{(rows) => <Broadcasts rows={rows} id={params.get('id')} />}</AsyncView>
    </Page>
  );
}
