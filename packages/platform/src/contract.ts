import type { ComponentType } from 'react';
import type { FirstRead } from './first-reads';

/**
 * The version of the shell–remote contract this package implements. A remote declares the
 * range it was built for (`atrium.contract` in its package.json, carried in its route table);
 * minor versions only add (ARCHITECTURE rule 5). 2.0.0: the shell no longer shares react-router;
 * a remote takes the router from this package (`navigation.ts`), and one built for 1.x, which
 * imports react-router itself, would load a second router. 2.1.0: the session store
 * (`sessionStore`), on which `@atrium/platform/detour` keeps a form for a detour's return. 2.2.0:
 * the user socket's `LOAN` frame (a loan's margin call or liquidation), which the loan screens read.
 * 2.3.0: customer service's named callbacks and URL templates (`serviceAction` runs a target;
 * `usableServiceEntries`), the tenant's `serviceCallbacks`. 3.0.0: the stateless helpers leave the
 * contract for `@atrium/kit`, which each app bundles (`useAsync`, `usePagedList`, `usePriceFlash`,
 * `useOnline`, `onBack`); a remote built for 2.x imports them from here and would find them gone.
 * 3.1.0: the coin display rules and the route path rule as subpaths of their own
 * (`@atrium/platform/coin-display`, `@atrium/platform/route-path`), which the static host reads to
 * write /home's first coin rows and a remote path's preloads into the HTML. 3.2.0: a route's
 * `firstReads` (`@atrium/platform/first-reads`), which the static host names in a remote path's
 * HTML so that the page's first reads start with the navigation. 3.3.0: the market hub's
 * `watchDetail` (a symbol's price read only when a screen shows it), which the quote list's rows use.
 * 3.4.0: a shared module's `singleton` flag in `releaseNeeds`, and `checkCompatibility` refuses a
 * release that expects a singleton the shell does not provide (react-i18next left the shared set:
 * the apps take its bindings from `@atrium/i18n`). 3.5.0: a first read's `pictures`
 * (`@atrium/platform/first-reads`), the pictures of its answer the first screen shows, which the
 * shell's entry preloads as the answer arrives (a remote that names them is built for ^3.5.0: an
 * older static host drops the route's first reads for the unknown field). 3.6.0: `pictures.public`,
 * pictures the same for every visitor, which the static host reads itself and preloads from the
 * page's HTML (a remote that names it is built for ^3.6.0, for the same reason).
 */
export const CONTRACT_VERSION = '3.6.0';

/**
 * A remote's name, as a tenant's config.js names it and its route table repeats it. The set is
 * open: no list of remotes exists in the shell or the packages (rule 3), a new team's remote is
 * one config line.
 */
export type RemoteName = string;

/**
 * A remote's name in the federation runtime: its container is a global variable, so a hyphen
 * becomes an underscore ("defi-finance" → "defi_finance"). The config preset builds the remote
 * under this name; the shell registers and loads it by it.
 */
export const federationName = (name: RemoteName): string => name.replace(/-/g, '_');

/** The remote of `names` (those the tenant configures) a federation id ("defi_finance/routes") belongs to, if any. */
export const remoteOfFederationId = (id: string, names: Iterable<RemoteName>): RemoteName | undefined =>
  [...names].find((name) => federationName(name) === id.split('/')[0]);

/** One route of a remote, as data: what the shell needs before any remote code loads. */
export interface RouteData {
  /** The spec's path, e.g. "/helpDetail/:id". */
  path: string;
  /** Whether the remote offers it without sign-in; the shell's public list still decides (rule 6). */
  public: boolean;
  /** i18n key of the page title, `namespace:key`. */
  titleKey: string;
  /** The bottom tab this route belongs to, when it is a tab's screen. */
  tabKey?: string;
  /**
   * The tenant flag (a boolean of `TenantFlags`, e.g. "secondContract") that switches off the
   * product this path serves: where the tenant sets it false, the path falls to /home and its
   * tabs and links go. The remote names it here, so the platform keeps no list of such paths.
   */
  feature?: string;
  /**
   * The reads the page makes first (at most six), sent with the navigation rather than after the
   * page's code has run: the static host names them in the page's HTML and the API client answers
   * the page's identical requests from them (@atrium/platform/first-reads).
   */
  firstReads?: FirstRead[];
}

/** `routes.json`, written beside a remote's `mf-manifest.json` by the build. */
export interface RouteTable {
  remote: string;
  version: string;
  contract: string;
  routes: RouteData[];
}

export type PageModule = { default: ComponentType };

/** A route as the remote's exposed `./routes` module gives it: the data plus its page. */
export interface RemoteRoute extends RouteData {
  page: () => Promise<PageModule>;
}

/** What a remote exposes as `./routes`. */
export interface RemoteModule {
  /** The contract range the remote was built against, e.g. "^2.0.0". */
  contract: string;
  routes: RemoteRoute[];
  /** Registers the remote's i18n namespace; the shell awaits it before the first render. */
  ready?: Promise<void>;
}
