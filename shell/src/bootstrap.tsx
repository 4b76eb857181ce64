import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { commonReady } from '@atrium/i18n';
import {
  marketHub,
  readTenantConfig,
  restoreCoins,
  restorePreferences,
  restoreSession,
  restoreSettings,
  useMainStore,
  setStoragePrefix,
  setTenant,
  useCoinStore,
  useSettingsStore,
} from '@atrium/platform';
import { uiI18nReady } from '@atrium/ui';
import '@atrium/ui/tokens.css';
import '@atrium/ui/base.css';
import { htmlPageOwner, routeTableSource } from './federation/route-table-source';
import { shellI18nReady } from './i18n/register';
import { applyLanguage, storedLocale } from './session/language';
import { wireClient } from './session/wire-client';
import { applyTheme, storedTheme } from './device/theme';
import { watchRootFontSize } from './device/root-font-size';
import { blockZoom } from './device/block-zoom';
import { BootFailure } from './pages/boot-failure';
import { registerServiceWorker } from './boot/service-worker';
import { watchWalletAccount } from './wallet/watch-wallet-account';
import { applyUpColor } from './device/up-color';
import { reloadAfterLongHide } from './session/reload-after-hidden';
import { bridgeUserSocket } from './overlays/user-socket-bridge';
import { yieldToMain } from './boot/yield-to-main';
import { startRouteGates } from './boot/start-route-gates';
import { startRouter } from './boot/start-router';
import { warmNumberShape, warmNumberShapeSoon } from './boot/warm-number-shape';
import { AfterFirstCommit } from './boot/after-first-commit';

/**
 * The parallel bootstrap (rule 13): once the tenant config is in (its download started in the
 * entry chunk), the locale, the settings, the coin lists, the remote route tables and the
 * market socket all start at once; the first render uses what was persisted and does not wait
 * for the network.
 *
 * The main thread stays free for the first screen (issue 24): the boot runs in steps, each its
 * own task (the app's modules are evaluated in the task that loaded the last chunk, and what the
 * boot does before its first wait would otherwise join that task); the first render is a
 * transition, which React renders in slices between which the browser paints and takes input;
 * and what the first screen does not need starts after it is in the page.
 */
export async function boot(configScript: Promise<unknown>): Promise<void> {
  await yieldToMain();
  const root = createRoot(document.getElementById('root')!);
  watchRootFontSize();
  try {
    const config = readTenantConfig(await configScript, location.origin);
    // Both load on use: only a tenant with a desktop origin, only a development config with problems.
    if (config.flags.desktopRedirect.desktopOrigin) void import('./device/desktop-redirect').then((m) => m.watchDesktopRedirect(config.flags.desktopRedirect));
    if (!config.production && config.problems.length > 0) void import('./boot/config-problems').then((m) => m.reportConfigProblems(config));
    setTenant(config);
    setStoragePrefix(config.brand.productName);
    if (!config.flags.allowZoom) blockZoom();
    applyTheme(storedTheme(config.flags.defaultTheme), false);
    restoreSession();
    restoreSettings();
    restoreCoins();
    restorePreferences(useSettingsStore.getState().settings?.timeZone);
    applyUpColor(useMainStore.getState().upColor);
    reloadAfterLongHide();
    await yieldToMain();

    // A non-production tenant may run a developer's build of a remote (the remote override): the
    // config the federation registers names it. A production tenant never loads that code.
    const federated = config.production ? config : (await import('./federation/remote-override-session')).startRemoteOverrides(config);
    await startRouteGates(federated);
    const router = await startRouter(routeTableSource);
    wireClient(config, () => void router.navigate('/blocked-ip', { replace: true }));
    marketHub.start();
    const settings = useSettingsStore.getState().load().catch(() => useSettingsStore.getState().settings);
    const coins = useCoinStore.getState().load().catch(() => undefined);

    // Only the language blocks the first render: text must not flash untranslated.
    await Promise.all([commonReady, uiI18nReady, shellI18nReady]);
    await applyLanguage(storedLocale(), useSettingsStore.getState().settings?.languages);
    void settings.then((s) => {
      if (s) {
        restorePreferences(s.timeZone);
        void applyLanguage(storedLocale(), s.languages);
      }
      if (useSettingsStore.getState().fresh) return;
      // The boot's read failed: the settings that come later (Retry, back online) apply the same way.
      const stop = useSettingsStore.subscribe((state) => {
        if (!state.fresh || !state.settings) return;
        stop();
        restorePreferences(state.settings.timeZone);
        void applyLanguage(storedLocale(), state.settings.languages);
      });
    });

    // The static host drew /home's first screen into the page (cdn/src/first-screen-markup.ts): it
    // stays until the settings and coin lists are in (each read ends within the stores' time
    // limit), so /home replaces it with its banner, menu and rows in place rather than drawing
    // them later over a page that then moves. Nothing waits where the page has no such screen.
    // Meanwhile, in a task of its own, the number shape its figures are written in.
    if (document.querySelector('[data-atrium-first-coins]')) {
      await yieldToMain();
      warmNumberShape();
      await Promise.all([settings, coins]);
    }
    await yieldToMain();
    const afterFirstScreen = () => {
      if (htmlPageOwner(federated)) void warmNumberShapeSoon();
      bridgeUserSocket();
      watchWalletAccount();
      registerServiceWorker(config.production);
    };
    startTransition(() =>
      root.render(
        <StrictMode>
          <AfterFirstCommit work={afterFirstScreen}>
            <RouterProvider router={router} />
          </AfterFirstCommit>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('[atrium] boot failed', error);
    root.render(<BootFailure error={error} />);
  }
}
