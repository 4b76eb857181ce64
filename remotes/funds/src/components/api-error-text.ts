import { ApiError } from '@atrium/api';

/**
 * The server's reason for a refused submit (e.g. a wrong fund password), to keep on screen next
 * to the form after the toast fades; null for network and duplicate failures, which the toast covers.
 */
export function businessMessage(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'business' && error.message ? error.message : null;
}
