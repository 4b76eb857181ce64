import { createRequire } from 'node:module';

// Resolved as the federation plugin resolves them: from @module-federation/enhanced's runtime tools.
const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
const fromRuntimeTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));

/** The ES module twin of a package's CommonJS entry (`dist/index.cjs` → `dist/index.js`). */
const esmTwin = (cjs) => cjs.replace(/\.cjs$/, '.js');

/**
 * The build takes the ES module files of the federation runtime, not their CommonJS twins.
 * Rspack's federation plugin embeds the bundler runtime and aliases `@module-federation/runtime`
 * by the paths `require` resolves (`dist/index.cjs`), and from there every `require` of the
 * runtime core, the SDK and the error codes is CommonJS too, which the minifier cannot shake:
 * the whole SDK (manifest snapshots, Node.js loaders, plugin option types) went into the shell's
 * entry and into every remote entry. The same packages' `dist/*.js` are the same code as ES
 * modules (`sideEffects: false`), so only what the runtime uses stays. Both halves are needed:
 * one CommonJS file left in the graph brings its own copy of what it requires.
 */
export const federationRuntimeAsEsm = {
  /** For `resolve.alias`: the two entry files the plugin names by path. */
  alias: Object.fromEntries(
    ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'].map((name) => {
      const cjs = fromRuntimeTools.resolve(name);
      return [`${cjs}$`, esmTwin(cjs)];
    }),
  ),
  /** For `module.rules`: whatever a federation package imports or requires resolves to its ES build. */
  rule: { test: /[\\/]@module-federation[\\/]/, resolve: { conditionNames: ['import', 'module', 'browser', 'default'] } },
};
