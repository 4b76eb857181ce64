import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * For `resolve.alias` in production builds: react-router's production build instead of the
 * development one. react-router 7's package exports every condition (`import`, `module`,
 * `default`) at `dist/development/`, whose only difference from `dist/production/` is
 * `ENABLE_DEV_WARNINGS = true`: the router's warning checks ran on every navigation and their
 * code and messages shipped in the boot chunk. react-router-dom re-exports `react-router` and
 * `react-router/dom`, so these two requests are all the app makes.
 */
export function reactRouterProduction(appDir) {
  const fromApp = createRequire(join(appDir, 'package.json'));
  const fromDom = createRequire(fromApp.resolve('react-router-dom'));
  const production = join(dirname(fromDom.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': join(production, 'index.mjs'),
    'react-router/dom$': join(production, 'dom-export.mjs'),
  };
}
