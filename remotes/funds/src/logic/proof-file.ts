import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@atrium/api';

export type ProofError = 'type' | 'size';

/** Why a deposit proof cannot be uploaded (the server checks the same), or null. */
export function proofError(file: Pick<File, 'type' | 'size'>): ProofError | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}
