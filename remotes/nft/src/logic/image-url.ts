/**
 * An image path from the server ("/api/static/nft/…") on the tenant's assets host; an absolute
 * URL stays as it is, and an empty path is no image (the placeholder shows).
 */
export function imageUrl(path: string, assetsBase: string): string | null {
  if (!path) return null;
  try {
    return new URL(path, assetsBase.endsWith('/') ? assetsBase : `${assetsBase}/`).href;
  } catch {
    return null;
  }
}
