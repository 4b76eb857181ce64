import type { TenantConfig } from '@atrium/platform';

/**
 * The one console block a developer sees when config.js has keys the reader ignored (unknown,
 * ill-typed, unresolvable releases). Developer-facing, so English. Production prints nothing:
 * there the reader has already ignored them safely, and /__platform lists them.
 */
function configProblemsReport(config: Pick<TenantConfig, 'env' | 'production' | 'problems'>): string | null {
  if (config.production || config.problems.length === 0) return null;
  return [
    `[atrium] config.js of tenant "${config.env}": ${config.problems.length} problem(s), each ignored; the defaults are in force instead:`,
    ...config.problems.map((problem) => `  - ${problem}`),
    `Fix them in config/platform/${config.env}/config.js (every flag and field: config/platform/README.md).`,
  ].join('\n');
}

export function reportConfigProblems(config: Pick<TenantConfig, 'env' | 'production' | 'problems'>): void {
  const report = configProblemsReport(config);
  if (report) console.error(report);
}
