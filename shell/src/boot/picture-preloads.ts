// Import-free, both: they stay in the entry chunk with this module.
import { picturesIn, type FirstPictures } from '@atrium/platform/first-reads';
import { resolveAssetUrl } from '@atrium/platform/resolve-asset-url';

/**
 * Preloads, with high priority, the pictures `pictures` names in a read's answer as soon as it
 * arrives (usually while the app's code is still on its way): a picture the page shows from that
 * answer would otherwise be asked for only once the page has rendered it, a round trip later.
 * Each address is the one the page's image will ask for: on the tenant's assets host
 * (`assetsBase`, the page's origin when the config names none; @atrium/platform/asset-url), and
 * none that is not an http(s) address. A failed answer preloads nothing.
 */
export function preloadPictures(answer: Promise<Response>, pictures: FirstPictures, assetsBase: string, doc: Document = document): void {
  answer
    // A copy: the API client reads this very answer (early-responses.ts).
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      for (const path of picturesIn(body, pictures)) {
        const url = resolveAssetUrl(path, assetsBase);
        if (!url) continue;
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = url;
        link.fetchPriority = 'high';
        doc.head.append(link);
      }
    })
    .catch(() => undefined); // nothing preloaded: the page asks for its pictures when it renders
}
