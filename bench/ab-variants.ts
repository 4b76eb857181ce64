/**
 * What an A/B script (ab-loads.ts, ab-taps.ts) is given: two or more platforms already being
 * served, as `name=url` arguments, each with its data reset as `pnpm bench` resets it.
 */
import { resetData } from './demo-session';

/** The `name=url` arguments, in order; fails with `usage` when there are fewer than two. */
export function variantsFromArgs(usage: string): [name: string, base: string][] {
  const variants = process.argv.slice(2).filter((arg) => arg.includes('=')).map((arg) => arg.split(/=(.*)/s).slice(0, 2) as [string, string]);
  if (variants.length < 2) throw new Error(usage);
  return variants;
}

/**
 * The same data as `pnpm bench`: without the demo user's mails and DeFi notices, which would pop
 * up over every signed-in page and be its LCP.
 */
export async function resetVariants(variants: [string, string][]): Promise<void> {
  for (const [name, base] of variants) if (!(await resetData(base))) console.log(`${name}: no development reset at ${base}; its data is measured as it is`);
}

/** The variants in the order of `round`: alternating, so neither always goes first. */
export const inTurn = <T>(variants: T[], round: number): T[] => (round % 2 ? [...variants].reverse() : variants);
