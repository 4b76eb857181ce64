import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@atrium/api';

/** Why a chosen photo cannot be uploaded (translation keys), checked before the upload. */
export type PhotoProblem = 'photo_type' | 'photo_size';

/** The largest photo in whole megabytes, for the message. */
export const PHOTO_MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));

export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'photo_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'photo_size';
  return null;
}
