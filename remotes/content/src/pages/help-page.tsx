import { useId } from 'react';
import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { listNotices, NOTICE_KEYS } from '@atrium/api';
import { overlays, useSearchParams } from '@atrium/platform';
import { EmptyState, Page, VisuallyHidden } from '@atrium/ui';
import type { Notice } from '@atrium/api';
import { AsyncView } from '../components/async-view';
import { useServiceAvailable } from '../components/use-service-available';
import { NoticeList } from '../components/notice-list';
import { backState } from '../components/use-back-to';
import { useAsync } from '@atrium/kit';
import styles from './help-page.module.css';

const HELP = '/help';
/** The category of articles without a modelKey. */
const GENERAL = 'general';

interface Category {
  key: string;
  articles: Notice[];
}

/** Articles grouped by modelKey, categories in the order the server lists their first article. */
function groupByCategory(notices: readonly Notice[]): Category[] {
  const groups = new Map<string, Notice[]>();
  for (const notice of notices) {
    const key = notice.modelKey?.trim() || GENERAL;
    const group = groups.get(key);
    if (group) group.push(notice);
    else groups.set(key, [notice]);
  }
  return [...groups].map(([key, articles]) => ({ key, articles }));
}

function HelpArticles({ notices, query }: { notices: Notice[]; query: string }) {
  const { t } = useTranslation('content');
  const tag = localeTag(currentLocale());
  const needle = query.trim().toLocaleLowerCase(tag);
  const matching = needle ? notices.filter((n) => n.title.toLocaleLowerCase(tag).includes(needle)) : notices;
  if (matching.length === 0) {
    return <EmptyState title={t('help_no_results', { query: query.trim() })} description={t('help_no_results_hint')} />;
  }
  return (
    <>
      {groupByCategory(matching).map((category) => (
        <section key={category.key} className={styles.category}>
          {/* Known categories are translated; an unknown modelKey is shown as the server names it. */}
          <h2 className={styles.categoryTitle}>{t(`help_category_${category.key}`, { defaultValue: category.key })}</h2>
          <NoticeList
            notices={category.articles}
            linkTo={(notice) => `/helpDetail/${notice.id}`}
            linkState={backState(HELP)}
            summaries={false}
          />
        </section>
      ))}
    </>
  );
}

/** /help: the help centre (key HELP_CENTER), by category, with a search over the titles. */
export default function HelpPage() {
  const { t } = useTranslation('content');
  const service = useServiceAvailable();
  const searchId = useId();
  // The query lives in the address, so coming back from an article keeps the search.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const articles = useAsync((call) => listNotices(NOTICE_KEYS.help, undefined, call));

  return (
    <Page title={t('title_help')} onService={service ? overlays.openService : undefined}>
      <AsyncView result={articles}>
        {(notices) =>
          notices.length === 0 ? (
            <EmptyState title={t('help_empty')} />
          ) : (
            <>
              <div className={styles.search} role="search">
                <VisuallyHidden as="label" htmlFor={searchId}>
                  {t('help_search')}
                </VisuallyHidden>
                <input
                  id={searchId}
                  className={styles.input}
                  type="search"
                  enterKeyHint="search"
                  autoComplete="off"
                  placeholder={t('help_search')}
                  value={query}
                  onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
                />
              </div>
              <HelpArticles notices={notices} query={query} />
            </>
          )
        }
      </AsyncView>
    </Page>
  );
}
