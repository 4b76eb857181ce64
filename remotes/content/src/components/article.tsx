import type { ReactNode } from 'react';
import { SafeHtml } from '@atrium/ui';
import { useDateFormat } from './use-date-format';
import styles from './article.module.css';

export interface ArticleProps {
  /** Server HTML; sanitised by SafeHtml before it is shown (rule 9). */
  html: string;
  title?: string;
  /** The server's createTime. */
  date?: string;
  /** Under the text (e.g. a white-paper link). */
  footer?: ReactNode;
}

/** A notice, clause or help article as a card: optional title and date, then the sanitised HTML. */
export function Article({ html, title, date, footer }: ArticleProps) {
  const formatDate = useDateFormat();
  return (
    <article className={styles.article}>
      {(title || date) && (
        <header className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {date && (
            <time className={styles.date} dateTime={date}>
              {formatDate(date)}
            </time>
          )}
        </header>
      )}
      <SafeHtml html={html} className={styles.body} />
      {footer}
    </article>
  );
}
