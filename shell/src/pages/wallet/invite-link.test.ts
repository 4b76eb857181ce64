import { describe, expect, it } from 'vitest';
import { walletAppLink, withInviteCode } from './invite-link';

describe('links that carry an invite code', () => {
  it('add the code as invite_code, encoded', () => {
    expect(withInviteCode('/no-wallet', 'DEMO01')).toBe('/no-wallet?invite_code=DEMO01');
    expect(withInviteCode('/no-wallet', 'a b&c')).toBe('/no-wallet?invite_code=a%20b%26c');
    expect(withInviteCode('/no-wallet', null)).toBe('/no-wallet');
  });

  it('send the wallet app to wallet sign-in on this site', () => {
    expect(walletAppLink('https://atrium.example', 'DEMO01')).toBe('https://atrium.example/sign-in-wallet?invite_code=DEMO01');
    expect(walletAppLink('https://atrium.example', null)).toBe('https://atrium.example/sign-in-wallet');
  });
});
