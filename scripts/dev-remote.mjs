// @ts-check
/**
 * `pnpm dev:remote <name> [--port 5173]`: one remote in development mode, rebuilt on every change
 * (rspack --watch on the house preset), and served with CORS from http://localhost:<port>, so a
 * running shell of a non-production tenant that lists that origin in `devOrigins` can load it in
 * place of the remote's release (the remote override: /__platform, or in the console
 * `__atrium.override('<name>', 'http://localhost:<port>/mf-manifest.json')`).
 * See config/platform/README.md, "Developing a remote against a running shell".
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { ensureDependencies, root, say } from './lib.mjs';

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--port');
const portIndex = args.indexOf('--port');
const port = Number(portIndex >= 0 ? args[portIndex + 1] : 5173);
const dir = name ? join(root, 'remotes', name) : '';
if (!name || !existsSync(join(dir, 'package.json'))) {
  console.error(`usage: pnpm dev:remote <name> [--port 5173]${name ? `\nno remote "${name}" in remotes/` : ''}`);
  process.exit(1);
}
const dist = join(dir, 'dist');

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

/**
 * The build folder as it is now: no cache (every reload sees the last rebuild), any origin may
 * read it (the shell's origin differs; the CSP and the shell's allowlist decide who loads it),
 * and nothing outside the folder.
 */
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(dist, path);
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Cache-Control', 'no-store');
  if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});

await ensureDependencies();
say(`building ${name} (development, rebuilt on change) and serving it on http://localhost:${port}`);
// rspack itself, not through pnpm, so stopping this command stops the watcher too.
const rspack = join(root, 'node_modules', '.bin', 'rspack');
const watch = spawn(rspack, ['build', '-c', 'rspack.config.mjs', '--watch', '--mode', 'development'], { cwd: dir, stdio: 'inherit' });
watch.on('exit', (code) => {
  server.close();
  process.exitCode = code ?? 1;
});
// Only this machine: a developer's build is nobody else's to load.
server.listen(port, 'localhost', () => {
  console.log(`\n${name}: http://localhost:${port}/mf-manifest.json`);
  console.log(`In a non-production tenant whose devOrigins lists http://localhost:${port}: /__platform, or in the console`);
  console.log(`  __atrium.override('${name}', 'http://localhost:${port}/mf-manifest.json')\n`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => watch.kill(signal));
