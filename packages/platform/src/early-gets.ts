/**
 * The first screen's public reads (rule 13): the tenant's settings (its banners are /home's
 * largest picture) and the coin lists answer the same whatever the user's language or session,
 * so they can be asked for before the app's code runs. The static host preloads them from the
 * page (cdn/src/tenant-page.ts), the shell's entry asks for them as soon as config.js has run
 * (shell/src/boot/early-gets.ts: the same URLs, so the browser answers from the preload), and the
 * API client takes each when it makes the same GET (packages/api/src/early-responses.ts).
 */
export const EARLY_GET_PATHS = ['/common/getAllSetting', '/common/getCoinList'] as const;

/** The URL of an early read under the tenant's API base (trailing slashes ignored). */
export const earlyGetUrl = (apiBase: string, path: (typeof EARLY_GET_PATHS)[number]) => `${apiBase.replace(/\/+$/, '')}${path}`;
