// @ts-check

/** `consume shared module (default) @atrium/api@^2.0.0 …` or `provide shared module (default) react@19.3.1 = …` → the share key. */
const SHARE_KEY = /^(?:consume|provide) shared module \([^)]*\) (@?[^@]+)@/;

/**
 * Lists in the HTML every file the host fetches before its first render, so the browser asks for
 * all of them while it parses the page. Without it they are discovered one round trip late: the
 * entry chunk must arrive and run before the federation runtime asks for the bootstrap chunks and,
 * through their shared-module consumes, for the host's provided copies of react, react-dom and the
 * @atrium packages (on a 562.5 ms round trip, that wait was most of /home's first 1.4 s).
 *
 * What runs at boot is the chunk group of `import(bootRequest)` in the entry, plus, for every
 * shared module consumed there, the chunk group that provides the host's own copy, recursively
 * (a provided package consumes react in turn). The HTML is the host's, so only the host uses this.
 */
export class BootPreloadPlugin {
  /** @param {{ bootRequest: string }} options the request of the entry's dynamic import (`./bootstrap`) */
  constructor({ bootRequest }) {
    this.bootRequest = bootRequest;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('BootPreloadPlugin', async (data) => {
        const links = bootFiles(compilation, this.bootRequest).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: data.publicPath + file },
        }));
        return { ...data, headTags: [...data.headTags, ...links] };
      });
    });
  }
}

/**
 * The JavaScript and CSS files of the boot, in the order they are found.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} bootRequest
 * @returns {string[]}
 */
export function bootFiles(compilation, bootRequest) {
  const { chunkGraph, chunkGroups } = compilation;
  const shareKey = (/** @type {import('@rspack/core').Module} */ module) => SHARE_KEY.exec(module.identifier())?.[1];
  /** share key → the chunk group that provides the host's copy */
  const provided = new Map();
  for (const group of chunkGroups) {
    const origin = group.origins[0]?.module;
    if (origin?.type === 'provide-module') provided.set(shareKey(origin), group);
  }
  const boot = chunkGroups.find((group) => group.origins.some((origin) => origin.request === bootRequest));
  if (!boot) throw new Error(`BootPreloadPlugin: no chunk group for import('${bootRequest}')`);

  const seen = new Set();
  const files = new Set();
  const visit = (/** @type {import('@rspack/core').ChunkGroup} */ group) => {
    for (const chunk of group.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const provider = module.type === 'consume-shared-module' ? provided.get(shareKey(module)) : undefined;
        if (provider) visit(provider);
      }
    }
  };
  visit(boot);
  return [...files];
}
