import { tenant } from '@atrium/platform';
import { resolveAssetUrl } from './resolve-asset-url';

export { resolveAssetUrl };

/** A server image's address on the running tenant's assets host (resolve-asset-url.ts). */
export const assetUrl = (path: string | null | undefined): string | null => resolveAssetUrl(path, tenant().assetsBase);
