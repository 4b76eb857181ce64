import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** Vitest settings for a front-end workspace (happy-dom, jsdom matchers, CSS modules, JSX). */
export function browserProject(name: string) {
  return defineProject({
    oxc: { jsx: { runtime: 'automatic' } },
    css: { modules: { generateScopedName: `${name}-[local]` } },
    test: {
      name,
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./setup-dom.ts', import.meta.url))],
      css: { include: [/\.module\.css$/] },
    },
  });
}
