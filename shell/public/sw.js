import { CACHE, IMAGE_CACHE, MAX_IMAGES, cacheable, cacheKey, strategyFor } from './sw-strategy.js';

/** The service worker (a module): see sw-strategy.js for what it does with each request. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE && name !== IMAGE_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Hashed files of releases no longer used pile up: the oldest go past this many. */
const MAX_ENTRIES = 600;

async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function cacheFirst(request, name = CACHE, max = MAX_ENTRIES) {
  const cache = await caches.open(name);
  const hit = await cache.match(cacheKey(request));
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) {
    await cache.put(cacheKey(request), response.clone());
    void trim(cache, max);
  }
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (cacheable(response)) await cache.put(cacheKey(request), response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(cacheKey(request));
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'pass') return;
  if (strategy === 'image') event.respondWith(cacheFirst(event.request, IMAGE_CACHE, MAX_IMAGES));
  else event.respondWith(strategy === 'cache-first' ? cacheFirst(event.request) : networkFirst(event.request));
});
