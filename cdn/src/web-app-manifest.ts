import type { TenantConfig } from '@atrium/platform/tenant-config';

/** The background of the HTML app shell in each theme (shell/src/index.html), so the splash matches it. */
const BACKGROUND = { light: '#ffffff', dark: '#0b0f17' } as const;

/**
 * The tenant's web app manifest (installable: name, start URL, standalone display, 192 and 512 px
 * icons): one build serves every tenant, so the name and colours come from its config.
 */
export function webAppManifest(config: TenantConfig) {
  const background = BACKGROUND[config.flags.defaultTheme];
  return {
    name: config.brand.productName,
    short_name: config.brand.productName,
    id: '/home',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: background,
    theme_color: background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
}
