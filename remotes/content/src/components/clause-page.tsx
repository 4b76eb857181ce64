import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '@atrium/i18n';
import { listNotices } from '@atrium/api';
import { EmptyState, Page } from '@atrium/ui';
import { AsyncView } from './async-view';
import { Article } from './article';
import { useAsync } from '@atrium/kit';

export interface ClausePageProps {
  /** The notice key (NOTICE_KEYS.terms, .introduction, .termsOfUse, .privacy). */
  noticeKey: string;
  /** The content-namespace key of the header title. */
  titleKey: ParseKeys<'content'>;
  /** Shown under the clause whatever its state (e.g. the introduction's white paper). */
  children?: ReactNode;
}

/**
 * A clause-like screen (spec §2 /term-service): the first notice of a key, its content shown
 * as sanitised HTML; an empty state when there is none, a retry when the call fails.
 */
export function ClausePage({ noticeKey, titleKey, children }: ClausePageProps) {
  const { t } = useTranslation('content');
  const notices = useAsync((call) => listNotices(noticeKey, undefined, call), [noticeKey]);
  return (
    <Page title={t(titleKey)}>
      <AsyncView result={notices}>
        {(rows) => {
          const first = rows[0];
          return first?.content?.trim() ? (
            <Article html={first.content} lang={first.lang} />
          ) : (
            <EmptyState title={t('empty_content')} description={t('empty_content_hint')} />
          );
        }}
      </AsyncView>
      {children}
    </Page>
  );
}
