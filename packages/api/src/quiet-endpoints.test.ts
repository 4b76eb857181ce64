import { beforeEach, describe, expect, it } from 'vitest';
import { getAllSetting, getDictionary } from './common';
import { showDefiActivityNotice } from './defi';
import { listMails } from './mail';
import { isQuietEndpoint } from './quiet-endpoints';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

let network: FakeNetwork;
let wiring: TestWiring;
beforeEach(() => ({ network, wiring } = fakeClient()));

/** The spec's quiet calls (§8), as the app makes them. */
const QUIET_CALLS = {
  dictionary: () => getDictionary('defi_activity_type'),
  'activity notice': () => showDefiActivityNotice(7),
  'mail list': () => listMails(),
};

describe('the quiet calls (spec §8: a failure shows nothing)', () => {
  for (const [name, call] of Object.entries(QUIET_CALLS)) {
    it(`the ${name}: a refusal and a network failure reject without a toast`, async () => {
      network.reply({ body: { code: 500, msg: 'Dictionary unavailable' } }, { status: 502, raw: '' }, { fail: 'offline' });
      await expect(call()).rejects.toMatchObject({ kind: 'business', message: 'Dictionary unavailable', shown: false });
      await expect(call()).rejects.toMatchObject({ kind: 'network', shown: false });
      await expect(call()).rejects.toMatchObject({ kind: 'network', shown: false });
      expect(wiring.notify).not.toHaveBeenCalled();
    });
  }

  it('keep the sign-out of a token error: quiet is about toasts, not about the session', async () => {
    network.reply({ body: { code: 500, msg: 'Token expired' } });
    await expect(getDictionary('defi_activity_type')).rejects.toMatchObject({ kind: 'auth' });
    expect(wiring.onAuthError).toHaveBeenCalledTimes(1);
  });

  it('leave every other call as loud as before', async () => {
    network.reply({ body: { code: 500, msg: 'Settings unavailable' } }, { fail: 'offline' });
    await expect(getAllSetting()).rejects.toMatchObject({ kind: 'business', shown: true });
    await expect(getAllSetting()).rejects.toMatchObject({ kind: 'network', shown: true });
    expect(wiring.notify.mock.calls.map(([message]) => message)).toEqual([
      { kind: 'text', text: 'Settings unavailable' },
      { kind: 'key', key: 'network_anomaly' },
    ]);
  });

  it('are matched by their path alone, with or without a query', () => {
    expect(isQuietEndpoint('/common/type/defi_activity_type')).toBe(true);
    expect(isQuietEndpoint('/mail/listByUserId?pageNum=1')).toBe(true);
    expect(isQuietEndpoint('/apiDefi/showDefiActivityNotice/12')).toBe(true);
    expect(isQuietEndpoint('/common/getAllSetting')).toBe(false);
    expect(isQuietEndpoint('/mail/updateMail')).toBe(false);
    expect(isQuietEndpoint('/common/type/a/b')).toBe(false);
    expect(isQuietEndpoint(undefined)).toBe(false);
  });
});
