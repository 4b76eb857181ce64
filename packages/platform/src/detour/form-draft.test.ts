import { beforeEach, describe, expect, it } from 'vitest';
import { setStoragePrefix } from '../storage';
import { amendDraft, dropDraft, keepDraft, readDraft } from './form-draft';

const AT = '/withdraw-apply?coin=usdt&chain=TRC20';
const EMPTY = { address: '', amount: '', save: false };

beforeEach(() => {
  sessionStorage.clear();
  setStoragePrefix('Acme Pro');
});

describe('form drafts', () => {
  it('keeps a form for the session under its screen, behind the product name', () => {
    keepDraft(AT, { address: 'T1', amount: '25', save: true });
    expect(sessionStorage.getItem(`AcmePro_DRAFT_${AT}`)).toBe('{"address":"T1","amount":"25","save":true}');
    expect(readDraft(AT, EMPTY)).toEqual({ address: 'T1', amount: '25', save: true });
    expect(readDraft('/withdraw-apply?coin=btc&chain=BTC', EMPTY)).toBeNull();
  });

  it('restores only the fields of the form, each of its own type', () => {
    sessionStorage.setItem(`AcmePro_DRAFT_${AT}`, '{"amount":25,"save":"yes","address":"T1","extra":"x"}');
    expect(readDraft(AT, EMPTY)).toEqual({ address: 'T1', amount: '', save: false });
  });

  it('reads broken or foreign JSON as nothing', () => {
    sessionStorage.setItem(`AcmePro_DRAFT_${AT}`, '{broken');
    expect(readDraft(AT, EMPTY)).toBeNull();
    sessionStorage.setItem(`AcmePro_DRAFT_${AT}`, '["a"]');
    expect(readDraft(AT, EMPTY)).toBeNull();
  });

  it('adds what a detour produced, and forgets the form once dropped', () => {
    keepDraft(AT, { address: '', amount: '25', save: false });
    amendDraft(AT, { address: 'TNew' });
    expect(readDraft(AT, EMPTY)).toEqual({ address: 'TNew', amount: '25', save: false });
    dropDraft(AT);
    expect(readDraft(AT, EMPTY)).toBeNull();
    amendDraft(AT, { address: 'TOnly' });
    expect(readDraft(AT, EMPTY)).toEqual({ address: 'TOnly', amount: '', save: false });
  });
});
