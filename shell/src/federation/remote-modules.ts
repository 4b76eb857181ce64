import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, federationName, satisfiesCaret, tenant, type RemoteModule, type RemoteName } from '@atrium/platform';
import { withTimeout } from '@atrium/kit';
import { reportRemote, useDiagnostics } from './diagnostics';
import { fallBackToLastGood, reregisterRemote } from './remote-registry';
import { attribute, timed } from './attribution';
import { htmlPreloadedCodeOf, retryWithNewPage } from './html-preloads';

export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

const modules = new Map<RemoteName, Promise<RemoteModule>>();

const runningVersion = (name: RemoteName) => useDiagnostics.getState().remotes[name]?.version ?? '';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function loadOnce(name: RemoteName): Promise<RemoteModule> {
  const module = await withTimeout(loadRemote<RemoteModule>(`${federationName(name)}/routes`), tenant().remoteTimeoutMs, `remote ${name}`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`remote ${name} exposes no route table`);
  if (!satisfiesCaret(CONTRACT_VERSION, module.contract)) {
    throw new IncompatibleRemoteError(`remote ${name} needs platform contract ${module.contract}, the shell has ${CONTRACT_VERSION}`);
  }
  await module.ready;
  return module;
}

/** Entry and module, timed; a failure past the runtime's retry moves to the last good release, if any. */
async function load(name: RemoteName): Promise<RemoteModule> {
  const attempts = (useDiagnostics.getState().remotes[name]?.attempts ?? 0) + 1;
  reportRemote(name, { status: 'loading', attempts, error: undefined });
  let module: RemoteModule;
  try {
    module = await timed(name, runningVersion(name), 'load', () => loadOnce(name));
  } catch (error) {
    attribute({ kind: 'error', remote: name, version: runningVersion(name), what: 'load', message: messageOf(error) });
    if (!(await fallBackToLastGood(tenant(), name, messageOf(error)))) throw error;
    module = await timed(name, runningVersion(name), 'load', () => loadOnce(name));
  }
  reportRemote(name, { status: 'loaded' });
  return module;
}

/** A remote's `./routes` module, loaded once on first visit; a failure is not cached. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = modules.get(name);
  if (!pending) {
    pending = load(name);
    modules.set(name, pending);
    pending.catch((error: unknown) => {
      modules.delete(name);
      reportRemote(name, { status: 'failed', error: messageOf(error) });
    });
  }
  return pending;
}

/**
 * Forgets a failed remote everywhere (ours and the runtime's caches) so the next load is real; a page
 * whose HTML preloaded its code is loaded again instead (html-preloads.ts).
 */
export function resetRemote(name: RemoteName): void {
  if (htmlPreloadedCodeOf(name)) return void retryWithNewPage();
  modules.delete(name);
  reregisterRemote(name);
}
