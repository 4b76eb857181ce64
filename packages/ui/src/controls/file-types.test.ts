import { describe, expect, it } from 'vitest';
import { acceptedTypeNames, acceptsFile } from './file-types';

describe('acceptsFile', () => {
  it('takes MIME types, families and extensions, as the browser’s dialog does', () => {
    expect(acceptsFile('image/png, image/jpeg', { name: 'a.png', type: 'image/png' })).toBe(true);
    expect(acceptsFile('image/png, image/jpeg', { name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(acceptsFile('image/*', { name: 'a.gif', type: 'image/gif' })).toBe(true);
    expect(acceptsFile('.pdf', { name: 'Statement.PDF', type: '' })).toBe(true);
    expect(acceptsFile('image/png', { name: 'a', type: '' })).toBe(false);
  });

  it('takes anything without an accept list', () => {
    expect(acceptsFile(undefined, { name: 'a.bin', type: 'application/octet-stream' })).toBe(true);
    expect(acceptsFile(' , ', { name: 'a.bin', type: '' })).toBe(true);
  });
});

describe('acceptedTypeNames', () => {
  it('names the types as people know them, each once', () => {
    expect(acceptedTypeNames('image/jpeg,image/png,image/webp,.png')).toEqual(['JPEG', 'PNG', 'WebP']);
    expect(acceptedTypeNames('application/pdf,.docx')).toEqual(['PDF', 'DOCX']);
  });
});
