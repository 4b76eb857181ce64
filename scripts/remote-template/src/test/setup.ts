import { beforeAll, beforeEach } from 'vitest';
import { uiI18nReady } from '@atrium/ui';
import { commonReady } from '@atrium/i18n';
import { __CAMEL__I18nReady } from '../i18n/register';

beforeAll(async () => {
  await Promise.all([__CAMEL__I18nReady, uiI18nReady, commonReady]);
});

beforeEach(async () => {
  // Imported here, not at the top: a module this file loads is loaded before a test file's
  // vi.mock('@atrium/api') applies, and the platform's stores would keep the real API.
  const { readTenantConfig, setTenant } = await import('@atrium/platform');
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  localStorage.clear();
});
