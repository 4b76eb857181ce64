/**
 * How long a first read may take before the screen says it failed (its request goes on, and
 * its answer is still taken): a skeleton always has an end.
 */
export const FIRST_READ_LIMIT_MS = 12_000;
