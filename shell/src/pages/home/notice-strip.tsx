import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { Icon, useTextLang } from '@atrium/ui';
import { listNotices, NOTICE_KEYS, type Notice } from '@atrium/api';
import { yieldToMain } from '../../boot/yield-to-main';
import styles from './home-page.module.css';

/**
 * The latest notices' titles, a tap away from the notice list. Nothing shows when there are none.
 * While the read is under way the strip's box is kept empty: the read starts with the page, and a
 * strip appearing afterwards would push the menu and the markets down (/home's largest layout
 * shift, issue 24). A title the server has only in English says so (an English title in an Arabic
 * page reads left to right).
 */
export function NoticeStrip() {
  const { t, i18n } = useTranslation('shell');
  const textLang = useTextLang();
  // null: not read yet.
  const [notices, setNotices] = useState<Notice[] | null>(null);
  useEffect(() => {
    let live = true;
    // A new language or leaving the home cancels the read; a cancel changes nothing on screen.
    const controller = new AbortController();
    // The read starts in a task of its own (issue 24): building the request (the API client's
    // interceptors and adapter) would otherwise join the task in which React runs the first
    // screen's effects, a long task on a mid-range phone; its box waits empty either way.
    void yieldToMain().then(() => {
      if (!live) return;
      listNotices(NOTICE_KEYS.notice, undefined, { signal: controller.signal })
        .then((rows) => live && setNotices(rows.slice(0, 3)))
        .catch(() => live && setNotices([]));
    });
    return () => {
      live = false;
      controller.abort();
    };
  }, [i18n.language]);
  // A title's empty line keeps the box as tall as the strip where the rem outgrows its 44 px (tablets).
  if (notices === null)
    return (
      <div className={styles.notices} aria-hidden="true" data-testid="notice-strip-pending">
        <span className={styles.noticeTitle}>{'\u00a0'}</span>
      </div>
    );
  if (notices.length === 0) return null;
  return (
    <Link to="/notice" className={styles.notices} data-testid="notice-strip">
      <span className={styles.visuallyHidden}>{t('notices')}: </span>
      <Icon name="megaphone" />
      <span className={styles.noticeTitle} {...textLang(notices[0]!.lang)}>
        {notices[0]!.title}
      </span>
    </Link>
  );
}
