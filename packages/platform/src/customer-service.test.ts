import { describe, expect, it } from 'vitest';
import { serviceAction, serviceEntryLink } from './customer-service';

const desk = (url: string, extra: object = {}) => ({ url, imgUrl: '', ...extra });

describe('customer service', () => {
  it('prefers the callback, then getUrl, then url, taking only web addresses', () => {
    expect(serviceEntryLink(desk('https://a.example', { callback: 'https://cb.example' }))).toBe('https://cb.example/');
    expect(serviceEntryLink(desk('https://a.example', { callback: 'telegram', getUrl: 'https://get.example' }))).toBe('https://get.example/');
    expect(serviceEntryLink(desk('javascript:alert(1)'))).toBeNull();
  });
  it('opens nothing for no entry, redirects for one, offers a picker for several', () => {
    expect(serviceAction([])).toEqual({ kind: 'none' });
    expect(serviceAction([desk('https://a.example')])).toEqual({ kind: 'redirect', url: 'https://a.example/' });
    expect(serviceAction([desk('https://a.example'), desk('https://b.example')]).kind).toBe('picker');
  });
});
