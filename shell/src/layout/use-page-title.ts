import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tenant } from '@atrium/platform';
import type { RouteHandle } from '../routing/route-handle';

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as RouteHandle | undefined;
}

/** The page title comes from route metadata (spec §2), translated, followed by the brand. */
export function usePageTitle(handle: RouteHandle | undefined): void {
  const { t } = useTranslation();
  // A remote's title key is only known at run time: missing, the key itself shows.
  const title = handle ? t(handle.titleKey, { defaultValue: handle.titleKey }) : '';
  useEffect(() => {
    const brand = tenant().brand.productName;
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title]);
}
