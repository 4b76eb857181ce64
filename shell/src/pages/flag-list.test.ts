import { describe, expect, it } from 'vitest';
import { flagList } from './flag-list';

describe('the flag list of the diagnostics page', () => {
  it('names every leaf by its path, with its value as written in config.js', () => {
    expect(flagList({ walletOnly: false, signIn: { reverseTabs: true }, inviteCode: { requiredFor: ['email'] }, defaultAreaCode: '93' })).toEqual([
      { path: 'walletOnly', value: 'false' },
      { path: 'signIn.reverseTabs', value: 'true' },
      { path: 'inviteCode.requiredFor', value: '["email"]' },
      { path: 'defaultAreaCode', value: '"93"' },
    ]);
  });
});
