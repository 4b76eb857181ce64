import { createAppRouter, type AppRouter } from '../routing/router';
import { yieldToMain } from './yield-to-main';

/**
 * Creates the router, whose first navigation starts at once (matching the address, its guard,
 * a public page's lazy code), then ends the task: about a third of the boot step it was part of
 * in a cold /sign-in's trace under the mobile profile (react-router's initialisation), the rest
 * being the API client, the market socket and the first screen's reads, which then follow in a
 * task of their own. Nothing the router starts with calls the API: the guards read the session
 * store, and a remote's page waits for its route table, which takes a round trip.
 */
export async function startRouter(tables: Parameters<typeof createAppRouter>[0]): Promise<AppRouter> {
  const router = createAppRouter(tables);
  await yieldToMain();
  return router;
}
