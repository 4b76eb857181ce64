import { vi } from 'vitest';

/** An IntersectionObserver that sees every element on screen at once (happy-dom's never calls back). */
class EverythingVisible {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export function everyRowVisible() {
  vi.stubGlobal('IntersectionObserver', EverythingVisible);
}
