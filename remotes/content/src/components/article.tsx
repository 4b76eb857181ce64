import type { ReactNode } from 'react';
import { layout } from '@atrium/kit';
import { SafeHtml, useTextLang } from '@atrium/ui';
import { useDateFormat } from './use-date-format';
import styles from './article.module.css';

export interface ArticleProps {
  /** Server HTML; sanitised by SafeHtml before it is shown (rule 9). */
  html: string;
  title?: string;
  /** The server's createTime. */
  date?: string;
  /** The language of the title and the HTML (the server's `lang`: English where it has no translation). */
  lang?: string;
  /** Under the text (e.g. a white-paper link). */
  footer?: ReactNode;
}

/**
 * A notice, clause or help article as a card: optional title and date, then the sanitised HTML.
 * The title and the text say their language where it is not the page's (an English article in
 * an Arabic page reads left to right); the date is the page's.
 */
export function Article({ html, title, date, footer, lang }: ArticleProps) {
  const formatDate = useDateFormat();
  const textLang = useTextLang()(lang);
  return (
    <article className={`${layout.card} ${styles.article}`}>
      {(title || date) && (
        <header className={styles.head}>
          {title && (
            <h2 className={styles.title} {...textLang}>
              {title}
            </h2>
          )}
          {date && (
            <time className={styles.date} dateTime={date}>
              {formatDate(date)}
            </time>
          )}
        </header>
      )}
      <div className={styles.body} {...textLang} data-testid="article-body">
        <SafeHtml html={html} />
      </div>
      {footer}
    </article>
  );
}
