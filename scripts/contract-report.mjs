// @ts-check
/**
 * The contract's surface as a checked file (issue 23, Deliver 4). `pnpm contract:report` writes the
 * public API of `@atrium/platform` (every entry point of its package.json `exports`) to
 * packages/platform/api-report.api.md; `pnpm contract:check` fails when the surface differs from
 * that file, so every change of the contract is a visible diff beside its semver decision.
 *
 * How: TypeScript emits the package's declarations into a cache folder, then API Extractor reads
 * them from each entry point (one compiler program for all) and writes its report. API Extractor
 * because it is made for exactly this (it follows re-exports to the declarations they name, and
 * its report is stable and reviewable), and it installs from the npm registry like any package.
 * The cache sits inside the package (git ignores .cache/) so the declarations resolve its
 * dependencies, and outside node_modules, which API Extractor would take for external packages.
 *
 * Usage: node scripts/contract-report.mjs [--check] [--package <dir>] [--report <file>]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The header of the report: how to read a diff of it. */
const HEADER = `# The contract's API report: @atrium/platform

Written by \`pnpm contract:report\`, checked by \`pnpm contract:check\` (part of \`npm test\`): do not
edit by hand. A change of this file is a change of the contract, and its diff decides the version
of the package (strict singleton, \`shared\` with \`strictVersion\`):

- an export removed or changed (a type narrowed or widened, a parameter added, a member removed):
  **major** (every remote built against the previous major is quarantined by the gate);
- an export added: **minor**;
- no change here: patch at most.

Regenerate after any change of the package's exports: \`pnpm contract:report\`.
`;

/**
 * The public surface of the package in `packageDir`, as the report's text: one section per entry
 * point of its `exports`. Throws when the declarations cannot be emitted or analysed.
 */
export function contractSurface(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const exportsMap = /** @type {Record<string, string>} */ (pkg.exports ?? { '.': pkg.types });
  const out = join(packageDir, '.cache', 'contract-report');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const dts = join(out, 'dts');
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const emitted = spawnSync(
    tsc,
    ['-p', join(packageDir, 'tsconfig.json'), '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--rootDir', join(packageDir, 'src'), '--outDir', dts],
    { encoding: 'utf8' },
  );
  if (emitted.status !== 0) throw new Error(`declarations of ${packageDir} could not be emitted:\n${emitted.stdout}${emitted.stderr}`);

  const entries = Object.entries(exportsMap).map(([subpath, source]) => ({
    subpath,
    declarations: join(dts, relative('src', source).replace(/\.tsx?$/, '.d.ts')),
  }));
  const configFor = (/** @type {string} */ declarations) =>
    ExtractorConfig.prepare({
      configObjectFullPath: join(out, 'api-extractor.json'),
      packageJsonFullPath: join(packageDir, 'package.json'),
      configObject: {
        projectFolder: packageDir,
        mainEntryPointFilePath: declarations,
        compiler: { overrideTsconfig: { compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [], skipLibCheck: true, jsx: 'react-jsx' }, files: [declarations] } },
        apiReport: { enabled: true, reportFolder: join(out, 'report'), reportTempFolder: join(out, 'temp'), reportFileName: 'surface', includeForgottenExports: true },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        // The report is the product; TSDoc style and release tags are not what this file checks.
        messages: {
          compilerMessageReporting: { default: { logLevel: 'warning' } },
          extractorMessageReporting: { default: { logLevel: 'none' } },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      },
    });
  const first = configFor(entries[0].declarations);
  const compilerState = CompilerState.create(first, { additionalEntryPoints: entries.map((e) => e.declarations) });
  const sections = entries.map(({ subpath, declarations }) => {
    const reportDir = join(out, 'report');
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir, { recursive: true });
    const result = Extractor.invoke(configFor(declarations), { localBuild: true, compilerState, showVerboseMessages: false, messageCallback: quietUnlessError });
    if (result.errorCount > 0) throw new Error(`API Extractor found ${result.errorCount} error(s) in ${subpath}`);
    const file = readdirSync(reportDir).find((name) => name.endsWith('.api.md'));
    if (!file) throw new Error(`API Extractor wrote no report for ${subpath}`);
    const body = readFileSync(join(reportDir, file), 'utf8')
      .replace(/\r\n/g, '\n')
      // API Extractor's own title names the package once; ours names the entry point.
      .replace(/^## API Report File for .*\n/, '')
      .replace(/^> Do not edit this file\..*\n/m, '')
      .trim();
    return `## \`${subpath === '.' ? pkg.name : `${pkg.name}/${subpath.replace(/^\.\//, '')}`}\`\n\n${body}\n`;
  });
  return `${HEADER}\n${sections.join('\n')}`;
}

/** @param {import('@microsoft/api-extractor').ExtractorMessage} message */
function quietUnlessError(message) {
  if (message.logLevel !== 'error') message.handled = true;
}

/**
 * Compares the surface with the committed report: `undefined` when they match, else the first
 * differing lines (what a reviewer needs to see why the check failed).
 */
export function surfaceDifference(/** @type {string} */ actual, /** @type {string} */ recorded) {
  if (actual === recorded) return undefined;
  const a = actual.split('\n');
  const r = recorded.split('\n');
  const added = a.filter((line) => !r.includes(line));
  const removed = r.filter((line) => !a.includes(line));
  return [...removed.slice(0, 20).map((line) => `- ${line}`), ...added.slice(0, 20).map((line) => `+ ${line}`)].join('\n') || '(only the order of lines differs)';
}

function main() {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? resolve(args[i + 1]) : fallback;
  };
  const packageDir = option('--package', join(root, 'packages', 'platform'));
  const reportFile = option('--report', join(root, 'packages', 'platform', 'api-report.api.md'));
  const surface = contractSurface(packageDir);
  if (!args.includes('--check')) {
    writeFileSync(reportFile, surface);
    console.log(`contract report written: ${relative(root, reportFile)}`);
    return;
  }
  const recorded = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const difference = surfaceDifference(surface, recorded);
  if (difference === undefined) {
    console.log(`contract report up to date: ${relative(root, reportFile)}`);
    return;
  }
  console.error(`The contract's public surface changed without its report (${relative(root, reportFile)}):\n${difference}\n`);
  console.error('Decide the semver step (removal or change: major; addition: minor), bump packages/platform/package.json, then run `pnpm contract:report` and commit the report.');
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
