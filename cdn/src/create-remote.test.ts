import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placeholders, remoteNameProblem, scaffoldRemote } from './create-remote';
import { fixtureDir } from './test-fixtures';

const repo = join(import.meta.dirname, '..', '..');

/** A root with what the generator reads from the repository: the templates, the shell's routes, the remotes' packages and tables. */
function workspaceCopy() {
  const root = fixtureDir('create-remote');
  cpSync(join(repo, 'scripts', 'remote-template'), join(root, 'scripts', 'remote-template'), { recursive: true });
  cpSync(join(repo, 'shell', 'src', 'routing', 'shell-routes.ts'), join(root, 'shell', 'src', 'routing', 'shell-routes.ts'));
  for (const remote of readdirSync(join(repo, 'remotes'))) {
    for (const file of ['package.json', 'src/route-table.json']) {
      if (existsSync(join(repo, 'remotes', remote, file))) cpSync(join(repo, 'remotes', remote, file), join(root, 'remotes', remote, file));
    }
  }
  return root;
}

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

describe('pnpm create-remote: the name', () => {
  const root = workspaceCopy();

  it('accepts lowercase letters, digits and single dashes', () => {
    expect(remoteNameProblem(root, 'rewards')).toBeUndefined();
    expect(remoteNameProblem(root, 'gift-cards2')).toBeUndefined();
  });

  it('refuses what is no remote name', () => {
    for (const name of ['Rewards', 'rewards-', '-rewards', 'gift--cards', '2fa', 'gift_cards', '../x', '']) {
      expect(remoteNameProblem(root, name)).toContain('is not a remote name');
    }
  });

  it('refuses an existing remote, a path of the shell and a path of another remote', () => {
    expect(remoteNameProblem(root, 'uplan')).toBe('remotes/uplan exists already');
    expect(remoteNameProblem(root, 'home')).toBe('the shell routes /home itself: pick another name');
    expect(remoteNameProblem(root, 'help')).toBe('the remote content routes /help: pick another name');
    expect(() => scaffoldRemote(root, 'home')).toThrow('the shell routes /home');
  });
});

describe('pnpm create-remote: the files', () => {
  const root = workspaceCopy();
  const files = scaffoldRemote(root, 'rewards');
  const uplan = JSON.parse(read(repo, 'remotes/uplan/package.json')) as { atrium: { contract: string }; dependencies: Record<string, string> };

  it('writes the remote in the house shape and its e2e test', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'remotes/rewards/package.json',
        'remotes/rewards/rspack.config.mjs',
        'remotes/rewards/tsconfig.json',
        'remotes/rewards/vitest.config.ts',
        'remotes/rewards/src/route-table.json',
        'remotes/rewards/src/routes.ts',
        'remotes/rewards/src/pages/rewards-page.tsx',
        'remotes/rewards/src/pages/rewards-page.test.tsx',
        'remotes/rewards/src/i18n/register.ts',
        'remotes/rewards/src/i18n/en.json',
        'remotes/rewards/src/i18n/ar.json',
        'e2e/tests/rewards.spec.ts',
      ]),
    );
    expect(files.filter((file) => /src\/i18n\/[a-z]{2}\.json$/.test(file))).toHaveLength(21);
  });

  it('leaves no placeholder unfilled', () => {
    expect(files.filter((file) => /__[A-Z]+__/.test(read(root, file) + file))).toEqual([]);
  });

  it('gives package.json the version 1.0.0, the remote name, and the contract range and versions the other remotes use', () => {
    const pkg = JSON.parse(read(root, 'remotes/rewards/package.json')) as typeof uplan & { name: string; version: string; atrium: { remote: string } };
    expect(pkg).toMatchObject({ name: '@atrium/remote-rewards', version: '1.0.0', atrium: { remote: 'rewards', contract: uplan.atrium.contract } });
    for (const [dependency, version] of Object.entries(pkg.dependencies)) expect(uplan.dependencies[dependency]).toBe(version);
  });

  it('routes /rewards for signed-in users only, with a title and no tab', () => {
    expect(JSON.parse(read(root, 'remotes/rewards/src/route-table.json'))).toEqual([{ path: '/rewards', public: false, titleKey: 'rewards:title' }]);
    expect(read(root, 'remotes/rewards/src/routes.ts')).toContain("'/rewards': () => import('./pages/rewards-page')");
    expect(read(root, 'remotes/rewards/rspack.config.mjs')).toContain("name: 'rewards'");
  });

  // The full translation check (script, English left in, placeholders) is the generated
  // messages.test.ts, run on a scaffolded copy by e2e/tests/create-remote.spec.ts.
  it('has the page’s messages in all 21 locales, the same keys in each', () => {
    const locales = files.filter((file) => /src\/i18n\/[a-z]{2}\.json$/.test(file));
    const keys = locales.map((file) => Object.keys(JSON.parse(read(root, file)) as object).sort().join());
    expect(new Set(keys)).toEqual(new Set(['empty_text,empty_title,signed_in_as,title']));
    expect(JSON.parse(read(root, 'remotes/rewards/src/i18n/en.json'))).toMatchObject({ title: 'Rewards', empty_title: 'Nothing here yet' });
    expect(JSON.parse(read(root, 'remotes/rewards/src/i18n/ar.json'))).toMatchObject({ title: 'Rewards', empty_title: 'لا شيء هنا بعد' });
  });

  it('names a dashed remote’s pieces as the code spells them', () => {
    expect(placeholders(root, 'gift-cards')).toMatchObject({ __TITLE__: 'Gift cards', __PASCAL__: 'GiftCards', __CAMEL__: 'giftCards' });
  });
});
