import { useEffect, useState } from 'react';
import styles from './safe-html.module.css';
import { loadedSanitizer, loadSanitizer } from './sanitize-html';
import { Skeleton } from '../skeleton/skeleton';
import { cx } from '../utils/class-names';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** Untrusted HTML from the server (notices, articles, agreements). */
  html: string;
  className?: string;
}

/**
 * Renders server HTML after sanitising it with {@link sanitizeHtml}. Until the sanitizer has
 * loaded it shows a skeleton, never the raw HTML.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ html: string; safe: string | TrustedHTML } | null>(() => {
    const sanitize = loadedSanitizer();
    return sanitize ? { html, safe: sanitize(html) } : null;
  });

  useEffect(() => {
    if (clean?.html === html) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setClean({ html, safe: sanitize(html) }),
      () => {}, // nothing is shown rather than unsanitised markup
    );
    return () => {
      live = false;
    };
  }, [html, clean]);

  // A stale result (the html prop has changed) is never shown: it belongs to other content.
  if (!clean || clean.html !== html) return <Skeleton lines={3} className={className} />;
  return <div className={cx(styles.html, className)} dangerouslySetInnerHTML={{ __html: clean.safe }} />;
}
