import { beforeEach, describe, expect, it } from 'vitest';
import { setStoragePrefix, storage } from './storage';

beforeEach(() => {
  localStorage.clear();
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
});
