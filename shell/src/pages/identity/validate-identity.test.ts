import { describe, expect, it } from 'vitest';
import { cleanName, primaryIdentityErrors } from './validate-identity';

const valid = { realName: 'Jane Doe', idNumber: 'AB12345' };

describe('primary identity validation', () => {
  it('accepts a real name in any script and an ID of letters and digits', () => {
    expect(primaryIdentityErrors(valid)).toEqual({});
    expect(primaryIdentityErrors({ realName: '王小明', idNumber: '110101199003070000' })).toEqual({});
    expect(primaryIdentityErrors({ realName: "Seán O'Brien-Núñez", idNumber: '12345' })).toEqual({});
    expect(primaryIdentityErrors({ realName: 'محمد علي', idNumber: 'x'.repeat(30) })).toEqual({});
  });

  it('asks for both fields', () => {
    expect(primaryIdentityErrors({ realName: '  ', idNumber: '' })).toEqual({ realName: 'kyc_name_required', idNumber: 'kyc_id_required' });
  });

  it('wants a name of 2 to 50 characters, counted as characters', () => {
    expect(primaryIdentityErrors({ ...valid, realName: 'J' }).realName).toBe('kyc_name_length');
    expect(primaryIdentityErrors({ ...valid, realName: '王明' }).realName).toBeUndefined();
    expect(primaryIdentityErrors({ ...valid, realName: 'a'.repeat(51) }).realName).toBe('kyc_name_length');
    expect(primaryIdentityErrors({ ...valid, realName: 'a'.repeat(50) }).realName).toBeUndefined();
  });

  it('refuses digits and symbols in a name', () => {
    expect(primaryIdentityErrors({ ...valid, realName: 'Jane 2' }).realName).toBe('kyc_name_characters');
    expect(primaryIdentityErrors({ ...valid, realName: '<b>Jane</b>' }).realName).toBe('kyc_name_characters');
    expect(primaryIdentityErrors({ ...valid, realName: '--' }).realName).toBe('kyc_name_characters');
  });

  it('wants an ID number of 5 to 30 letters or digits', () => {
    expect(primaryIdentityErrors({ ...valid, idNumber: '1234' }).idNumber).toBe('kyc_id_format');
    expect(primaryIdentityErrors({ ...valid, idNumber: '1'.repeat(31) }).idNumber).toBe('kyc_id_format');
    expect(primaryIdentityErrors({ ...valid, idNumber: 'AB-12345' }).idNumber).toBe('kyc_id_format');
    expect(primaryIdentityErrors({ ...valid, idNumber: ' AB12345 ' }).idNumber).toBeUndefined();
  });

  it('sends the name trimmed with single spaces', () => {
    expect(cleanName('  Jane   Doe ')).toBe('Jane Doe');
  });
});
