import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { commonReady } from '@atrium/i18n';
import { readTenantConfig, setTenant, type TenantCapabilities, type TenantFlags } from '@atrium/platform';
import { ToastHost, uiI18nReady } from '@atrium/ui';
import { accountI18nReady } from '../i18n/register';

/** Every message bundle the account screens show, so tests read English text. */
export const accountMessagesReady = () => Promise.all([accountI18nReady, commonReady, uiI18nReady]);

/** A tenant with the default flags and capabilities, patched. */
export function givenTenant(patch: { flags?: Partial<TenantFlags>; capabilities?: Partial<TenantCapabilities> } = {}): void {
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, ...patch }, 'http://localhost'));
}

/** Stands for every other screen: shows where the screen under test sent the user. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/** Renders an account screen at `url` in a memory router with the toast host, as the shell mounts it. */
export function renderAccountScreen(path: string, screen: ReactNode, url = path) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    ...render(
      <>
        <RouterProvider router={router} />
        <ToastHost />
      </>,
    ),
  };
}
