import { UPLOAD_MAX_BYTES as CLIENT_MAX, UPLOAD_TYPES as CLIENT_TYPES } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { fileIdOf, fileUrl, sniffImageType, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './rules.js';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('upload rules', () => {
  it('agree with the front end', () => {
    expect([...UPLOAD_TYPES]).toEqual([...CLIENT_TYPES]);
    expect(UPLOAD_MAX_BYTES).toBe(CLIENT_MAX);
  });

  it('know JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuse anything else, whatever it claims to be', () => {
    expect(sniffImageType(bytes('<html><script>'))).toBeUndefined();
    expect(sniffImageType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('read a file id back from its URL, as a path or a full URL, and nothing else', () => {
    const id = 'a'.repeat(32);
    expect(fileIdOf(fileUrl(id))).toBe(id);
    expect(fileIdOf(`https://app.example/api/common/file/${id}`)).toBe(id);
    expect(fileIdOf(`/api/common/file/${id}/x`)).toBeUndefined();
    expect(fileIdOf('/api/static/coins/btc.svg')).toBeUndefined();
    expect(fileIdOf('')).toBeUndefined();
  });
});
