import type { ComponentType } from 'react';
import type { RouteData } from '@atrium/platform';
import { HomePage } from '../pages/home/home-page';
import { PUBLIC_SHELL_PAGES } from './public-shell-pages';

/**
 * A route the shell owns (ARCHITECTURE's route-ownership table). The home screen is eager (its
 * first coin row is the LCP element); the rest load on visit.
 */
export type ShellRoute = RouteData & ({ Component: ComponentType } | { load: () => Promise<ShellPageModule> });

/** A lazily loaded shell page; `ready` (its i18n namespace) is awaited before it renders. */
export interface ShellPageModule {
  default: ComponentType;
  ready?: Promise<void>;
}

export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', public: true, titleKey: 'shell:title_home', tabKey: 'home', Component: HomePage },
  { path: '/home', public: true, titleKey: 'shell:title_home', tabKey: 'home', Component: HomePage },
  { path: '/sign-in', public: true, titleKey: 'auth:title_sign_in', load: PUBLIC_SHELL_PAGES['/sign-in'] },
  { path: '/sign-up', public: true, titleKey: 'auth:title_sign_up', load: PUBLIC_SHELL_PAGES['/sign-up'] },
  { path: '/forgot-password', public: true, titleKey: 'auth:title_forgot_password', load: PUBLIC_SHELL_PAGES['/forgot-password'] },
  { path: '/sign-in-wallet', public: true, titleKey: 'account:title_sign_in_wallet', load: PUBLIC_SHELL_PAGES['/sign-in-wallet'] },
  { path: '/no-wallet', public: true, titleKey: 'account:title_no_wallet', load: PUBLIC_SHELL_PAGES['/no-wallet'] },
  {
    path: '/certification-primary',
    public: false,
    titleKey: 'account:title_certification_primary',
    load: () => import('../pages/identity/certification-primary-page'),
  },
  {
    path: '/certification-advanced',
    public: false,
    titleKey: 'account:title_certification_advanced',
    load: () => import('../pages/identity/certification-advanced-page'),
  },
  { path: '/fund-password', public: false, titleKey: 'account:title_fund_password', load: () => import('../pages/security/fund-password-page') },
  { path: '/change-password', public: false, titleKey: 'account:title_change_password', load: () => import('../pages/security/change-password-page') },
  {
    path: '/email-authentication',
    public: false,
    titleKey: 'account:title_email_authentication',
    load: () => import('../pages/security/email-authentication-page'),
  },
  {
    path: '/language-selection',
    public: true,
    titleKey: 'shell:title_language',
    load: PUBLIC_SHELL_PAGES['/language-selection'],
  },
  { path: '/homeSidebar', public: false, titleKey: 'shell:title_account', load: () => import('../pages/home-sidebar/home-sidebar-page') },
  { path: '/blocked-ip', public: true, titleKey: 'shell:title_blocked_ip', load: () => import('../pages/blocked-ip-page') },
  { path: '/__platform', public: true, titleKey: 'shell:title_platform', load: () => import('../pages/platform-page') },
];
