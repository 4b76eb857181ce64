/** Names people know file types by, for the MIME types the app takes. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
  'application/pdf': 'PDF',
};

/** The entries of an `accept` attribute ("image/png, .pdf, image/*"), trimmed, empty ones dropped. */
export function acceptEntries(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether a file matches an `accept` attribute, as the browser's dialog filters (which a user can
 * override, and a drop or a paste ignores): a MIME type, a `type/*` family or a `.extension`. No
 * `accept` takes everything.
 */
export function acceptsFile(accept: string | undefined, file: Pick<File, 'name' | 'type'>): boolean {
  const entries = acceptEntries(accept);
  if (entries.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** The accepted types as people name them ("JPEG", "PNG", "WebP"), each once, for a message. */
export function acceptedTypeNames(accept: string | undefined): string[] {
  const names = acceptEntries(accept).map((entry) => TYPE_NAMES[entry] ?? (entry.startsWith('.') ? entry.slice(1) : (entry.split('/')[1] ?? entry)).toUpperCase());
  return [...new Set(names)];
}

/** Whether an `accept` attribute takes images only (the button then says "photo"). */
export function acceptsImagesOnly(accept: string | undefined): boolean {
  const entries = acceptEntries(accept);
  return entries.length > 0 && entries.every((entry) => entry.startsWith('image/'));
}
