import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();

/** The address the API counts a request against (the development captcha endpoint echoes it). */
async function addressSeen(remoteAddress: string, forwardedFor: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/__dev/captcha', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  return response.json<{ data: { ip: string } }>().data.ip;
}

describe('the client address', () => {
  it('comes from X-Forwarded-For only when the static host on this machine (loopback) sent it', async () => {
    expect(await addressSeen('127.0.0.1', '203.0.113.20')).toBe('203.0.113.20');
    expect(await addressSeen('::1', '203.0.113.21')).toBe('203.0.113.21');
    // Anyone else reaching the API directly is its socket's peer, whatever it writes.
    expect(await addressSeen('198.51.100.70', '203.0.113.22')).toBe('198.51.100.70');
    expect(await addressSeen('198.51.100.71', '127.0.0.1')).toBe('198.51.100.71');
  });

  it('cannot be changed by a blocked client that reaches the API directly', async () => {
    const blocked = '198.51.100.80';
    await t.app.inject({ method: 'POST', url: '/api/__dev/block-ip', payload: { tenant: 'atrium', ip: blocked } });
    const read = (forwardedFor: string) =>
      t.app.inject({ method: 'GET', url: '/api/common/getAllSetting', remoteAddress: blocked, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await read('192.0.2.99')).json()).toEqual({ code: 500, msg: 'Ip Prohibit' });
    // Nor can it be blamed on a victim's address from outside.
    const victim = await t.app.inject({ method: 'GET', url: '/api/common/getAllSetting', remoteAddress: '192.0.2.100', headers: { 'x-forwarded-for': blocked } });
    expect(victim.json()).toMatchObject({ code: 200 });
    await t.app.inject({ method: 'POST', url: '/api/__dev/unblock-ip', payload: { tenant: 'atrium', ip: blocked } });
  });
});
