import { Link } from '@atrium/platform';
import type { Notice } from '@atrium/api';
import { Icon, useTextLang } from '@atrium/ui';
import { useDateFormat } from './use-date-format';
import grouped from './grouped-list.module.css';
import styles from './notice-list.module.css';

export interface NoticeListProps {
  notices: Notice[];
  /** The address of one item's detail. */
  linkTo: (notice: Notice) => string;
  /** Router state given to the links (see `backState`). */
  linkState?: unknown;
  /** Show each item's summary under its title (default true). */
  summaries?: boolean;
}

/** A list of notices (announcements, help articles): title, date and summary, each a link; the texts say their language. */
export function NoticeList({ notices, linkTo, linkState, summaries = true }: NoticeListProps) {
  const formatDate = useDateFormat();
  const textLang = useTextLang();
  return (
    <ul className={grouped.groupedList}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <Link className={styles.item} to={linkTo(notice)} state={linkState}>
            <span className={styles.text}>
              <span className={styles.title} {...textLang(notice.lang)}>
                {notice.title}
              </span>
              {summaries && notice.summary && (
                <span className={styles.summary} {...textLang(notice.lang)}>
                  {notice.summary}
                </span>
              )}
              {notice.createTime && (
                <time className={styles.date} dateTime={notice.createTime}>
                  {formatDate(notice.createTime)}
                </time>
              )}
            </span>
            <Icon name="chevron" className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
