/**
 * Checks every namespace of the workspace (packages, shell, remotes): run by `npm test`.
 * A namespace lives in a folder of `<locale>.json` files; `same-as-english.json` beside them
 * may list keys whose text is the same in every language (codes, brand words).
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { LOCALES } from '../src/locales';
import { namespaceProblems } from '../src/testing';

const root = join(import.meta.dirname, '..', '..', '..');
const folders: [string, string][] = [
  ['common', 'packages/i18n/src/locales'],
  ['ui', 'packages/ui/src/i18n'],
  ['shell', 'shell/src/i18n'],
  ['auth', 'shell/src/auth/i18n'],
  ['account', 'shell/src/account/i18n'],
  ['remote-override', 'shell/src/federation/remote-override-i18n'],
  ...readdirSync(join(root, 'remotes')).flatMap((r) => remoteNamespaces(r)),
];

/**
 * A remote's namespaces: `<remote>` in src/i18n, and `<remote>-<area>` for an area that keeps
 * its own messages beside its code (src/<area>/i18n).
 */
function remoteNamespaces(remote: string): [string, string][] {
  const src = join(root, 'remotes', remote, 'src');
  if (!existsSync(src)) return [];
  const areas = readdirSync(src).filter((area) => area !== 'i18n' && existsSync(join(src, area, 'i18n', 'en.json')));
  return [[remote, `remotes/${remote}/src/i18n`], ...areas.map((area): [string, string] => [`${remote}-${area}`, `remotes/${remote}/src/${area}/i18n`])];
}

const problems: string[] = [];
let checked = 0;
for (const [namespace, folder] of folders) {
  const dir = join(root, folder);
  if (!existsSync(join(dir, 'en.json'))) continue;
  const strays = readdirSync(dir).filter(
    (f) => f.endsWith('.json') && f !== 'same-as-english.json' && !(LOCALES as readonly string[]).includes(basename(f, '.json')),
  );
  problems.push(...strays.map((f) => `${namespace}: ${f} is not one of the 21 locales`), ...namespaceProblems(dir, namespace));
  checked++;
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} translation problems in ${checked} namespaces`);
  process.exit(1);
}
console.log(`translations: ${checked} namespaces × ${LOCALES.length} locales complete`);
