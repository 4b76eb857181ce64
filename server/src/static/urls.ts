/**
 * Where the generated images live. Root-relative on purpose: the static host proxies /api to this
 * server, so the same path works on every host name a tenant is served from.
 */
export const STATIC_PREFIX = '/api/static';

export const coinLogoUrl = (coin: string) => `${STATIC_PREFIX}/coins/${coin.toLowerCase()}.svg`;
export const flagUrl = (locale: string) => `${STATIC_PREFIX}/flags/${locale}.svg`;
export const tabIconUrl = (key: string, active: boolean) => `${STATIC_PREFIX}/tabs/${key}${active ? '-active' : ''}.svg`;
export const menuIconUrl = (key: string) => `${STATIC_PREFIX}/menu/${key}.svg`;
export const bannerUrl = (name: string) => `${STATIC_PREFIX}/banners/${name}.svg`;
/** A tenant's wordmark for light headers, or (`dark`) the one with light lettering for dark headers. */
export const brandLogoUrl = (tenant: string, header: 'light' | 'dark' = 'light') => `${STATIC_PREFIX}/brand/${tenant}${header === 'dark' ? '-dark' : ''}.svg`;
export const supportIconUrl = (name: string) => `${STATIC_PREFIX}/support/${name}.svg`;
