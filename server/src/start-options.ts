/**
 * The start options main.ts reads from the environment, each checked here so that a typo stops
 * the start with a clear message instead of quietly running something else.
 */
export type Mode = 'development' | 'production';

/** What `ATRIUM_DEMO_ACCOUNT` asks of a production start (db/seed/demo-account.ts). */
export type DemoAccountRequest = 'none' | 'keep' | 'new-password';

export class StartOptionError extends Error {
  override readonly name = 'StartOptionError';
}

/**
 * ATRIUM_MODE: production unless it says development. A server started bare is a deployed one:
 * the development endpoints and the published demo passwords must be asked for, never defaulted.
 */
export function modeOf(value: string | undefined): Mode {
  if (value === undefined || value === '') return 'production';
  if (value === 'production' || value === 'development') return value;
  throw new StartOptionError(`ATRIUM_MODE must be "production" or "development", not "${value}"`);
}

/**
 * ATRIUM_DEMO_ACCOUNT (production only; `npm start` sets 1): unset or 0 creates nothing, 1 creates
 * the demo account once (a random password, printed once) and keeps it afterwards, new-password
 * also gives a kept one a new random password (printed once).
 */
export function demoAccountOf(value: string | undefined): DemoAccountRequest {
  if (value === undefined || value === '' || value === '0') return 'none';
  if (value === '1') return 'keep';
  if (value === 'new-password') return 'new-password';
  throw new StartOptionError(`ATRIUM_DEMO_ACCOUNT must be 1 or new-password (or 0 for none), not "${value}"`);
}

/**
 * DEV_ORIGINS (development only): origins besides the loopback ones that may call the API across
 * origins, comma-separated, each exactly scheme://host[:port] as a browser sends it in `Origin`.
 */
export function devOriginsOf(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new StartOptionError(`DEV_ORIGINS: "${origin}" is not an origin like http://host:port (no path, no trailing slash)`);
    }
  }
  return origins;
}
