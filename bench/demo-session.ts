/**
 * A signed-in demo user without the sign-in screen: one sign-in through the API, then every
 * browser context starts with the token where the shell keeps it (`<productName>_TOKEN` in local
 * storage, packages/platform/src/storage.ts), as after a sign-in and a reload.
 */

export const DEMO = { username: 'demo', password: 'demo1234' };
/** The tenant served on localhost (config/platform/atrium/config.js `brand.productName`). */
const PRODUCT_NAME = 'Atrium';
const SIGN_TYPE_USERNAME = 3;

/**
 * Reseeds the data without the demo user's mails and DeFi activities, which would pop up over
 * every signed-in screen. Development mode only: a variant served without it is left as it is.
 */
export async function resetData(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/__dev/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inbox: false }) }).catch(() => undefined);
  return response?.ok ?? false;
}

/** Signs the demo user in at `base` and returns the storage a context starts with to be signed in. */
/** A context's starting storage (Playwright's storageState shape), the session token in local storage. */
export interface DemoStorage {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export async function demoStorage(base: string): Promise<DemoStorage> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signType: SIGN_TYPE_USERNAME, loginName: DEMO.username, loginPassword: DEMO.password }),
  });
  const answer = (await response.json()) as { code: number; msg?: string; data?: { satoken?: string } };
  const token = answer.data?.satoken;
  if (!token) throw new Error(`demo sign-in at ${base} failed: ${answer.msg ?? response.status}`);
  return { cookies: [], origins: [{ origin: new URL(base).origin, localStorage: [{ name: `${PRODUCT_NAME}_TOKEN`, value: token }] }] };
}
