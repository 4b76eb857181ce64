import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';
import { uiI18nReady } from '../i18n/register';
import { fixHappyDomForDomPurify } from '../test/happy-dom-dompurify';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

let unfix = () => {};
beforeAll(() => {
  unfix = fixHappyDomForDomPurify();
  return uiI18nReady;
});
afterAll(() => unfix());
afterEach(() => {
  delete window.pwned;
});

const PAYLOADS: Record<string, string> = {
  'an image error handler': '<img src=x onerror="window.pwned=true">',
  'an svg load handler': '<svg onload="window.pwned=true"><circle r="1"/></svg>',
  'a javascript: link': '<a href="javascript:window.pwned=true">tap</a>',
  'an encoded javascript: link': '<a href="jav&#x09;ascript:window.pwned=true">tap</a>',
  'a script element': '<script>window.pwned=true</script>',
  'a style element': '<style>body{display:none}</style>',
  'an iframe with srcdoc': '<iframe srcdoc="<script>parent.pwned=true</script>"></iframe>',
  'an object': '<object data="javascript:window.pwned=true"></object>',
  'an embed': '<embed src="javascript:window.pwned=true">',
  'a form': '<form action="https://evil.example"><input name="pwd"><button>Go</button></form>',
  'a body handler': '<body onload="window.pwned=true">',
  'a details toggle handler': '<details open ontoggle="window.pwned=true">x</details>',
  'mutation XSS through noscript': '<noscript><p title="</noscript><img src=x onerror=window.pwned=true>">',
};

const DANGER = /<script|<style|<iframe|<object|<embed|<form|<input|<button|\son\w+=|javascript:|srcdoc/i;

describe('sanitizeHtml', () => {
  for (const [name, payload] of Object.entries(PAYLOADS)) {
    it(`removes ${name}`, async () => {
      const clean = await sanitizeHtml(`<p>before</p>${payload}<p>after</p>`);
      expect(clean).not.toMatch(DANGER);
      expect(clean).toContain('<p>before</p>');
      const host = document.createElement('div');
      host.innerHTML = clean;
      document.body.append(host);
      await new Promise((resolve) => setTimeout(resolve, 20));
      host.remove();
      expect(window.pwned).toBeUndefined();
    });
  }

  it('keeps ordinary rich text', async () => {
    const clean = await sanitizeHtml('<h2>Notice</h2><p><strong>Bold</strong> <em>and</em> <img src="/a.png" alt="a"></p>');
    expect(clean).toContain('<h2>Notice</h2><p><strong>Bold</strong> <em>and</em> <img');
    const img = new DOMParser().parseFromString(clean, 'text/html').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/a.png');
    expect(img.getAttribute('alt')).toBe('a');
  });

  it('opens links in a new tab without a way back into the app', async () => {
    const clean = await sanitizeHtml('<a href="https://example.com" target="_self">site</a>');
    const link = new DOMParser().parseFromString(clean, 'text/html').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised markup and none of the dangerous parts', async () => {
    const html = `<p>Welcome</p>${Object.values(PAYLOADS).join('')}`;
    const { container } = render(<SafeHtml html={html} className="notice" />);
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    const root = container.querySelector('.notice')!;
    expect(root.innerHTML).not.toMatch(DANGER);
    expect(root.querySelector('script, style, iframe, object, embed, form')).toBeNull();
    expect(window.pwned).toBeUndefined();
  });

  it('follows a change of its html', async () => {
    const { rerender } = render(<SafeHtml html="<p>One</p>" />);
    await screen.findByText('One');
    rerender(<SafeHtml html="<p>Two</p>" />);
    await waitFor(() => expect(screen.getByText('Two')).toBeInTheDocument());
    expect(screen.queryByText('One')).toBeNull();
  });
});

describe('sanitizer self-check', () => {
  it('refuses to sanitise where DOMPurify would let markup through, rather than fail open', async () => {
    unfix(); // happy-dom as it is: DOMPurify misreads node names there (happy-dom#2182)
    try {
      vi.resetModules();
      const fresh = await import('./sanitize-html');
      await expect(fresh.sanitizeHtml('<img src=x onerror="window.pwned=true">')).rejects.toThrow(/unavailable/);
    } finally {
      unfix = fixHappyDomForDomPurify();
    }
  });
});
