import type { ComponentType } from 'react';
import type { RouteData } from '@atrium/platform';
import { HomePage } from '../pages/home/home-page';

/**
 * A route the shell owns (ARCHITECTURE's route-ownership table). The home screen is eager (its
 * first coin row is the LCP element); the rest load on visit.
 */
export type ShellRoute = RouteData & ({ Component: ComponentType } | { load: () => Promise<{ default: ComponentType }> });

export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', public: true, titleKey: 'shell:title_home', tabKey: 'home', Component: HomePage },
  { path: '/home', public: true, titleKey: 'shell:title_home', tabKey: 'home', Component: HomePage },
  { path: '/sign-in', public: true, titleKey: 'shell:title_sign_in', load: () => import('../pages/sign-in/sign-in-page') },
  {
    path: '/language-selection',
    public: true,
    titleKey: 'shell:title_language',
    load: () => import('../pages/language-selection/language-selection-page'),
  },
  { path: '/blocked-ip', public: true, titleKey: 'shell:title_blocked_ip', load: () => import('../pages/blocked-ip-page') },
  { path: '/__platform', public: true, titleKey: 'shell:title_platform', load: () => import('../pages/platform-page') },
];
