import { defineConfig } from 'vitest/config';

// One run for every workspace's unit tests; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*', 'shell', 'remotes/*', 'server', 'cdn', 'config', 'bench'],
  },
});
