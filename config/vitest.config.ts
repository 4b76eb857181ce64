import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'config', environment: 'node', testTimeout: 60_000 } });
