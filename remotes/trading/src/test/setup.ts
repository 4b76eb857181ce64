import { beforeAll, beforeEach } from 'vitest';
import { uiI18nReady } from '@atrium/ui';
import { commonReady } from '@atrium/i18n';
import { tradingI18nReady } from '../i18n/register';

beforeAll(async () => {
  await Promise.all([tradingI18nReady, uiI18nReady, commonReady]);
});

beforeEach(async () => {
  // Imported here, not at the top: a module this file loads is loaded before a test file's
  // vi.mock('@atrium/api') applies, and the platform's stores would keep the real API.
  const { readTenantConfig, setTenant, useSettingsStore, useSessionStore, useRouteDirectory } = await import('@atrium/platform');
  useRouteDirectory.setState({ tables: {}, settled: false });
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  useSettingsStore.setState({ settings: null, fresh: false });
  useSessionStore.setState({ token: null, isSign: false, userInfo: null });
  localStorage.clear();
});
