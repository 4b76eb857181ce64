import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('puts a root path on the assets host and keeps absolute URLs', () => {
    expect(imageUrl('/api/static/nft/a-1.svg', 'https://cdn.example.com')).toBe('https://cdn.example.com/api/static/nft/a-1.svg');
    expect(imageUrl('https://img.example.org/x.png', 'https://cdn.example.com/')).toBe('https://img.example.org/x.png');
  });

  it('answers no image for an empty path or a broken base', () => {
    expect(imageUrl('', 'https://cdn.example.com')).toBeNull();
    expect(imageUrl('/x.svg', 'not a url')).toBeNull();
  });
});
