import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { reactRouterProduction } from './react-router-production.mjs';

const shell = join(import.meta.dirname, '..', '..', 'shell');

describe("react-router's production build", () => {
  const aliases = reactRouterProduction(shell) as Record<string, string>;

  it("is what the app's two router requests resolve to", () => {
    expect(Object.keys(aliases).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const target of Object.values(aliases)) {
      expect(target).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/);
      expect(existsSync(target)).toBe(true);
    }
  });

  it('has its development warnings off, which the package exports on for every condition', () => {
    const index = aliases['react-router$']!;
    const chunks = [...readFileSync(index, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => readFileSync(join(dirname(index), match[1]!), 'utf8'));
    expect(chunks.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
    expect(chunks.join('\n')).not.toContain('ENABLE_DEV_WARNINGS = true');
  });
});
