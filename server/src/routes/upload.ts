import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { badRequest } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { requireUploadRoom, saveUploadWithinQuota } from '../uploads/quota.js';
import { loadUpload } from '../uploads/upload-store.js';
import { fileUrl, NOT_AN_IMAGE, sniffImageType, TOO_LARGE, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../uploads/rules.js';

/** Room for the multipart framing and a few small fields around the file. */
const FRAMING_BYTES = 64 * 1024;

/** Limits of the multipart parser: one file, a handful of small fields, nothing unbounded. */
export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 1024, fieldNameSize: 100, headerPairs: 100 };

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * POST /api/common/upload/OSS (multipart, field `file`, signed in): stores a JPEG, PNG or WebP
 * image of at most 5 MB in the database for its owner, within the user's daily quota
 * (uploads/quota.ts), and answers {url}.
 * GET /api/common/file/:id: the file, to its owner only (token required).
 */
export function registerUploadRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  api.post('/api/common/upload/OSS', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    // A declared length far above the limit is refused before a byte of it is read.
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES + FRAMING_BYTES) throw new BusinessError(TOO_LARGE);
    // A user past the day's quota is refused before the file is read (saveUploadWithinQuota decides).
    await requireUploadRoom(db, request.tenant, userId, clock.now());

    let part: MultipartFile | undefined;
    let data: Buffer;
    try {
      part = await request.file({ limits: MULTIPART_LIMITS });
      if (!part) throw new BusinessError('Please choose a file');
      if (part.fieldname !== 'file') throw badRequest('The file must be sent in the field "file"');
      // Throws once the file passes fileSize (the rest of the stream is then discarded).
      data = await part.toBuffer();
    } catch (error) {
      if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new BusinessError(TOO_LARGE);
      if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('The upload must be multipart/form-data with a field "file"');
      throw error;
    }
    if (data.length === 0) throw new BusinessError('The file is empty');
    // Both the declared type and the bytes must say image; the bytes decide which.
    const detected = sniffImageType(data);
    if (!(UPLOAD_TYPES as readonly string[]).includes(part.mimetype) || !detected) throw new BusinessError(NOT_AN_IMAGE);

    const id = await saveUploadWithinQuota(db, { tenant: request.tenant, userId, contentType: detected, data, now: clock.now() });
    return ok({ url: fileUrl(id) });
  });

  api.get<{ Params: { id: string } }>(
    '/api/common/file/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } } } } },
    async (request, reply) => {
      const { userId } = await requireSignedIn(db, request, clock.now());
      const file = await loadUpload(db, request.tenant, request.params.id);
      // Someone else's file answers exactly like a missing one.
      if (!file || file.userId !== userId) return reply.code(404).send({ code: 404, msg: 'File not found' });
      return reply
        .type(file.contentType)
        .header('cache-control', 'private')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}
