import { describe, expect, it } from 'vitest';
import { isIdlePreload } from './home-first-load';

const page = 'http://localhost:8580';
const releases = 'http://localhost:8581';

describe("what counts as the shell's idle preloading, not a page's own load", () => {
  it("is the preloader's chunk, on any page", () => {
    expect(isIdlePreload(`${page}/preload-remotes.0a1b2c3d.js`, page)).toBe(true);
    expect(isIdlePreload(`${page}/preload-remotes.0a1b2c3d.js`, page, 'trading')).toBe(true);
  });

  it("is another remote's release file, never the page's own remote's", () => {
    expect(isIdlePreload(`${releases}/nft/1.2.0/remoteEntry.js`, page, 'trading')).toBe(true);
    expect(isIdlePreload(`${releases}/trading/1.4.0/__federation_expose_routes.js`, page, 'trading')).toBe(false);
  });

  it("is every release file on a shell page (/home has no remote of its own)", () => {
    expect(isIdlePreload(`${releases}/trading/1.4.0/remoteEntry.js`, page)).toBe(true);
  });

  it("is never the page origin's own code (a monolith's lazy route chunks) or its reads", () => {
    expect(isIdlePreload(`${page}/4821.9f3e2a1b.js`, page, 'trading')).toBe(false);
    expect(isIdlePreload(`${page}/api/coin/list`, page)).toBe(false);
  });
});
