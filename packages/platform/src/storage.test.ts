import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, setStoragePrefix, storage } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setStoragePrefix('Acme Pro');
});

describe('storage', () => {
  it('prefixes every key with the product name', () => {
    storage.set('TOKEN', 'abc');
    expect(localStorage.getItem('AcmePro_TOKEN')).toBe('abc');
    expect(storage.get('TOKEN')).toBe('abc');
  });

  it('refuses keys that are not on the allowlist', () => {
    expect(() => storage.set('SECRET' as never, 'x')).toThrow(/allowlist/);
  });

  it('accepts read marks per mail id', () => {
    storage.set('readMsgs_42', '1');
    expect(storage.get('readMsgs_42')).toBe('1');
  });

  it('reads broken JSON as nothing', () => {
    localStorage.setItem('AcmePro_SETTINGS', '{broken');
    expect(storage.getJson('SETTINGS')).toBeNull();
  });

  it('clears everything on sign-out', () => {
    storage.set('TOKEN', 'abc');
    sessionStorage.setItem('x', '1');
    storage.clearAll();
    expect(storage.get('TOKEN')).toBeNull();
    expect(sessionStorage.getItem('x')).toBeNull();
  });

  it('keeps the visitor\'s language, theme and display preferences on sign-out, and nothing of the account', () => {
    storage.set('LANGUAGE', 'ar');
    storage.set('LANGUAGE_ID', '3');
    storage.set('THEME', 'dark');
    storage.setJson('PREFERENCES', { timezone: 'Asia/Dubai', upColor: 'red' });
    storage.set('TOKEN', 'abc');
    storage.setJson('USER_INFO', { user: { id: 1 } });
    storage.set('WALLET', '0xabc');
    storage.set('EYES', '1');
    storage.set('readMsgs_42', '1');
    storage.clearAll();
    expect(storage.get('LANGUAGE')).toBe('ar');
    expect(storage.get('LANGUAGE_ID')).toBe('3');
    expect(storage.get('THEME')).toBe('dark');
    expect(storage.getJson('PREFERENCES')).toEqual({ timezone: 'Asia/Dubai', upColor: 'red' });
    for (const key of ['TOKEN', 'USER_INFO', 'WALLET', 'EYES', 'readMsgs_42'] as const) expect(storage.get(key)).toBeNull();
  });
});

describe('sessionStore', () => {
  it('keeps values for the tab session, behind the product name', () => {
    sessionStore.set('ACTIVITY_DISMISSED', '1');
    expect(sessionStorage.getItem('AcmePro_ACTIVITY_DISMISSED')).toBe('1');
    expect(localStorage.getItem('AcmePro_ACTIVITY_DISMISSED')).toBeNull();
    sessionStore.setJson('DRAFT_/withdraw-apply?coin=usdt', { amount: '25' });
    expect(sessionStore.getJson('DRAFT_/withdraw-apply?coin=usdt')).toEqual({ amount: '25' });
    sessionStore.remove('ACTIVITY_DISMISSED');
    expect(sessionStore.get('ACTIVITY_DISMISSED')).toBeNull();
  });

  it('refuses keys that are not on its allowlist, and drafts not filed under a path', () => {
    expect(() => sessionStore.set('TOKEN' as never, 'x')).toThrow(/allowlist/);
    expect(() => sessionStore.set('DRAFT_elsewhere', 'x')).toThrow(/allowlist/);
  });

  it('is cleared by sign-out', () => {
    sessionStore.set('QUOTE_TAB', 'spot');
    storage.clearAll();
    expect(sessionStore.get('QUOTE_TAB')).toBeNull();
  });
});
