import { remoteSources } from './remote-sources';

/**
 * The federation runtime as the monolith sees it: the shell's calls keep their shape, and a
 * remote's `./routes` is a dynamic import of its source, in this one build.
 */
export function loadRemote<T>(id: string): Promise<T> {
  const source = remoteSources[id.split('/')[0]!];
  if (!source) return Promise.reject(new Error(`the monolith has no remote "${id}"`));
  return source.load() as Promise<T>;
}

export const registerRemotes = (): void => undefined;
export const registerPlugins = (): void => undefined;
export const preloadRemote = (): Promise<void> => Promise.resolve();
export type ModuleFederationRuntimePlugin = Record<string, unknown>;
