// @ts-check
/**
 * The probe remote, built exactly as a real remote (the same preset) into bench/floor/dist, by the
 * benchmark only (bench/floor/build-probe.ts): `pnpm build` never sees it.
 */
import { defineApp } from '../../config/rspack/preset.mjs';
import { linkProbeDependencies } from './link-dependencies.mjs';

linkProbeDependencies();

export default defineApp({ dir: import.meta.dirname, kind: 'remote', name: 'floor-probe', exposes: { './routes': './src/routes.ts' } });
