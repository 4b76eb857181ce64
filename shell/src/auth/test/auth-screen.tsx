import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { MethodFlags, Settings } from '@atrium/api';
import { commonReady } from '@atrium/i18n';
import { readTenantConfig, setTenant, useSettingsStore, type TenantFlags } from '@atrium/platform';
import { ToastHost, uiI18nReady } from '@atrium/ui';
import { authI18nReady } from '../i18n/register';

/** Every message bundle the auth screens show, so tests read English text. */
export const authMessagesReady = () => Promise.all([authI18nReady, commonReady, uiI18nReady]);

type FlagPatch = { [K in keyof TenantFlags]?: Partial<TenantFlags[K]> };

/** A tenant with the default flags, patched. */
export function givenTenant(flags: FlagPatch = {}): void {
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, flags }, 'http://localhost'));
}

const ALL_OPEN: MethodFlags = { ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true };

/** The server settings the auth screens read, all methods open and no captcha unless patched. */
export function givenServerSettings(patch: Partial<Settings> = {}): void {
  useSettingsStore.setState({
    settings: {
      loginMethods: ALL_OPEN,
      registerMethods: ALL_OPEN,
      loginCaptcha: false,
      marketUrl: { url: '', h5Code: false },
      ...patch,
    } as Settings,
  });
}

/** Shows where the screen sent the user. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/** Renders a screen at `url` in a memory router with the toast host, as the shell mounts it. */
export function renderScreen(path: string, screen: ReactNode, url = path) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>,
  );
  return { router, ...view };
}
