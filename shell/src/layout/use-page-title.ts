import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import { tenant } from '@atrium/platform';
import type { RouteHandle } from '../routing/route-handle';

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as RouteHandle | undefined;
}

/**
 * The page title comes from route metadata (spec §2), translated, followed by the brand. A
 * remote's namespace can arrive between this render and its effect (its code preloaded with the
 * page's HTML): the title is written from the effect, and again whenever messages are added.
 */
export function usePageTitle(handle: RouteHandle | undefined): void {
  const { i18n } = useTranslation();
  const titleKey = handle?.titleKey;
  useEffect(() => {
    const write = () => {
      const brand = tenant().brand.productName;
      // A remote's title key is only known at run time: missing, the key itself shows.
      const title = titleKey ? i18n.t(titleKey, { defaultValue: titleKey }) : '';
      document.title = title ? `${title} · ${brand}` : brand;
    };
    write();
    i18n.on('languageChanged', write);
    i18n.store.on('added', write);
    return () => {
      i18n.off('languageChanged', write);
      i18n.store.off('added', write);
    };
  }, [titleKey, i18n]);
}
