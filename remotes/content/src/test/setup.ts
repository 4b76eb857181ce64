import { beforeAll, beforeEach } from 'vitest';
import { uiI18nReady } from '@atrium/ui';
import { contentI18nReady } from '../i18n/register';
import { fixHappyDomForDomPurify } from '@atrium/ui/testing';

// Before the kit's SafeHtml creates its sanitizer, which caches what the fix replaces.
fixHappyDomForDomPurify();

beforeAll(async () => {
  await Promise.all([contentI18nReady, uiI18nReady]);
});

beforeEach(async () => {
  // Imported here, not at the top: a module this file loads is loaded before a test file's
  // vi.mock('@atrium/api') applies, and the platform's stores would keep the real API.
  const { readTenantConfig, setTenant, useSettingsStore } = await import('@atrium/platform');
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' } }, 'http://localhost'));
  useSettingsStore.setState({ settings: null, fresh: false });
});
