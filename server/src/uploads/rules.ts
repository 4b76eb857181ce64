/**
 * What the upload accepts: the same list and size as the front end's UPLOAD_TYPES and
 * UPLOAD_MAX_BYTES (packages/api/src/common.ts; rules.test.ts checks they agree). The server
 * keeps its own copy because it imports only types from the front end's packages.
 */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE = 'The file is larger than 5 MB';
export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded';

/**
 * The type the bytes say, whatever the request declared: a renamed script or HTML page is not
 * an image, and it is stored and served only under a type its bytes prove.
 *   JPEG: FF D8 FF   PNG: 89 'PNG' 0D 0A 1A 0A   WebP: 'RIFF' <size> 'WEBP'
 */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return undefined;
}

const FILE_PATH = /^\/api\/common\/file\/([0-9a-f]{32})$/;

/** The URL the upload answers for a stored file: a root-relative path, like the static images. */
export const fileUrl = (id: string) => `/api/common/file/${id}`;

/** The file id in a URL this server handed out (as a path or a full URL), else undefined. */
export function fileIdOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return FILE_PATH.exec(new URL(url.trim(), 'http://localhost').pathname)?.[1];
  } catch {
    return undefined;
  }
}
