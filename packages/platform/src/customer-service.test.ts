import { describe, expect, it } from 'vitest';
import { resolveServiceEntry, serviceAction, serviceEntryLink, type ServiceOptions } from './customer-service';
import { readServiceCallbacks } from './service-callbacks';
import { fillServiceTemplate } from './service-url-template';

const desk = (url: string, extra: object = {}) => ({ url, imgUrl: '', ...extra });

const options: ServiceOptions = {
  userId: '42',
  lang: 'zh tw',
  callbacks: {
    livechat: { open: 'frame', url: 'https://chat.example/w?u={userId}&l={lang}' },
    widget: { open: 'tab', url: 'https://widget.example/' },
    telegram: { deepLink: 'tg://resolve?domain=acme_support' },
    sneaky: { deepLink: 'javascript:alert(1)' },
  },
};

describe('customer service entries', () => {
  it('prefers the callback, then getUrl, then url, taking only web addresses for links', () => {
    expect(serviceEntryLink(desk('https://a.example', { callback: 'https://cb.example' }), options)).toBe('https://cb.example/');
    expect(serviceEntryLink(desk('https://a.example', { callback: 'unknown', getUrl: 'https://get.example' }), options)).toBe('https://get.example/');
    expect(serviceEntryLink(desk('javascript:alert(1)'), options)).toBeNull();
  });

  it('runs a named callback the tenant configures, with its placeholders filled and encoded', () => {
    expect(resolveServiceEntry(desk('', { callback: 'livechat' }), options)).toEqual({ kind: 'frame', url: 'https://chat.example/w?u=42&l=zh%20tw' });
    expect(resolveServiceEntry(desk('', { callback: 'widget' }), options)).toEqual({ kind: 'tab', url: 'https://widget.example/' });
    expect(resolveServiceEntry(desk('', { callback: 'telegram' }), options)).toEqual({ kind: 'deep-link', url: 'tg://resolve?domain=acme_support' });
  });

  it('refuses a deep link whose scheme is not on the allow-list, and a callback no one configured', () => {
    expect(resolveServiceEntry(desk('', { callback: 'sneaky' }), options)).toBeNull();
    expect(resolveServiceEntry(desk('', { callback: 'toString' }), options)).toBeNull();
    // An unusable callback falls back to the entry's web address.
    expect(resolveServiceEntry(desk('https://a.example', { callback: 'sneaky' }), options)).toEqual({ kind: 'link', url: 'https://a.example/' });
  });

  it('fills a getUrl template at tap time and checks it like every external URL', () => {
    expect(resolveServiceEntry(desk('', { getUrl: 'https://desk.example/?user={userId}&lang={lang}' }), options)).toEqual({
      kind: 'link',
      url: 'https://desk.example/?user=42&lang=zh%20tw',
    });
    expect(resolveServiceEntry(desk('', { getUrl: '{lang}' }), { ...options, lang: 'javascript:alert(1)' })).toBeNull();
    expect(resolveServiceEntry(desk('', { getUrl: 'https://desk.example/?u={user}' }), options)).toBeNull();
    expect(fillServiceTemplate('https://x.example/{userId}', { userId: '../a?b', lang: 'en' })).toBe('https://x.example/..%2Fa%3Fb');
  });

  it('does nothing for no usable entry, runs one, offers a picker for several', () => {
    expect(serviceAction([], options)).toEqual({ kind: 'none' });
    expect(serviceAction([desk('javascript:alert(1)'), desk('', { callback: 'unknown' })], options)).toEqual({ kind: 'none' });
    expect(serviceAction([desk('https://a.example')], options)).toEqual({ kind: 'run', target: { kind: 'link', url: 'https://a.example/' } });
    expect(serviceAction([desk(''), desk('', { callback: 'livechat' })], options)).toEqual({
      kind: 'run',
      target: { kind: 'frame', url: 'https://chat.example/w?u=42&l=zh%20tw' },
    });
    expect(serviceAction([desk('https://a.example'), desk('', { callback: 'telegram' })], options).kind).toBe('picker');
  });
});

describe('service callbacks in config.js', () => {
  it('reads tab, frame and deep-link actions and leaves out what does not fit, noting it', () => {
    const problems: string[] = [];
    const read = readServiceCallbacks(
      { chat: { open: 'frame', url: 'https://c.example' }, tg: { deepLink: 'tg://resolve?domain=x' }, bad: { open: 'window', url: 'https://c.example' }, worse: 3 },
      problems,
    );
    expect(read).toEqual({ chat: { open: 'frame', url: 'https://c.example' }, tg: { deepLink: 'tg://resolve?domain=x' } });
    expect(problems).toEqual([expect.stringContaining('serviceCallbacks.bad'), expect.stringContaining('serviceCallbacks.worse')]);
    expect(readServiceCallbacks(undefined, problems)).toEqual({});
  });
});
