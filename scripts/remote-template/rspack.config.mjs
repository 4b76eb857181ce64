// @ts-check
import { defineApp } from '@atrium/config/rspack';

export default defineApp({ dir: import.meta.dirname, kind: 'remote', name: '__NAME__', exposes: { './routes': './src/routes.ts' } });
