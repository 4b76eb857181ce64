import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { BuildAppOptions } from '../app.js';
import type { Db } from '../db/db.js';
import { httpClient, type HttpClient } from './http.js';
import { ledgerProblems } from './ledger.js';
import { createTestApp, type TestApp } from './test-db.js';

export interface UseTestAppOptions {
  /** Options of the app (createTestApp's). */
  app?: Partial<BuildAppOptions>;
  /**
   * After each test, the server clock is back to real time and the books balance (ledger.ts):
   * for files whose tests move money or time.
   */
  checkBooks?: boolean;
  /** Runs once the app is up, before the first test (settings, seeded prices, sign-ins). */
  setup?(client: HttpClient): Promise<void>;
}

/** A test file's app, its database and an inject() client: usable in hooks and tests. */
export interface FileApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly client: HttpClient;
}

/**
 * One app for a whole test file (createTestApp: made before the first test, closed after the
 * last), registered with the file's hooks. Call at the top of the file.
 */
export function useTestApp(options: UseTestAppOptions = {}): FileApp {
  let made: TestApp | undefined;
  const current = (): TestApp => {
    if (!made) throw new Error('The test app is made in beforeAll: use it in a hook or a test.');
    return made;
  };
  const client = httpClient(() => current().app);
  beforeAll(async () => {
    made = await createTestApp(options.app);
    await options.setup?.(client);
  });
  afterAll(() => made?.close());
  if (options.checkBooks) {
    afterEach(async () => {
      await client.shiftClock(0);
      expect(await ledgerProblems(current().db)).toEqual([]);
    });
  }
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    client,
  };
}
