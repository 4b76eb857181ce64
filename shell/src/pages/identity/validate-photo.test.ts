import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@atrium/api';
import { PHOTO_MAX_MB, photoProblem } from './validate-photo';

describe('photo validation', () => {
  it('accepts JPEG, PNG and WebP up to the upload limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(photoProblem({ type, size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('photo_type');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('photo_type');
    expect(photoProblem({ type: '', size: 10 })).toBe('photo_type');
  });

  it('refuses a photo over the limit', () => {
    expect(photoProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe('photo_size');
    expect(PHOTO_MAX_MB).toBe(5);
  });
});
