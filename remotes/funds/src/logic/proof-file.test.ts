import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@atrium/api';
import { proofError } from './proof-file';

describe('deposit proof', () => {
  it('accepts jpeg, png and webp up to the limit', () => {
    expect(proofError({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(proofError({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(proofError({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(proofError({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
  });
});
