import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Input } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { cleanRealName, idNumberProblem, realNameProblem } from '../kyc/kyc-rules.js';
import { kycStatus, loadKycInfo, submitKyc, type KycSubmissionRow } from '../kyc/kyc-store.js';
import { fileIdOf } from '../uploads/rules.js';
import { ownedUploads } from '../uploads/upload-store.js';

const PHOTOS = [
  ['frontImg', 'the front of your ID'],
  ['backImg', 'the back of your ID'],
  ['handImg', 'a photo of you holding your ID'],
] as const;

/**
 * Identity verification: GET /api/user/kycInfo (the state of both levels) and
 * POST /api/user/uploadKYC (fields in the query, as the spec sends them, or a body).
 * Level 1: realName + idNumber. Level 2, once level 1 is approved: three photos uploaded first
 * through /api/common/upload/OSS by this same account. A pending or approved level cannot be
 * submitted again; a rejected one can.
 */
export function registerKycRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  api.get('/api/user/kycInfo', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await loadKycInfo(db, userId));
  });

  api.post('/api/user/uploadKYC', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const input = new Input(request);
    const level = input.choice('level', [1, 2] as const)!;
    let submission: KycSubmissionRow;

    if (level === 1) {
      const realName = cleanRealName(input.string('realName', 200));
      const idNumber = (input.string('idNumber', 64) ?? '').trim();
      const problem = realNameProblem(realName) ?? idNumberProblem(idNumber);
      if (problem) throw new BusinessError(problem);
      submission = { level, realName, idNumber };
    } else {
      const ids: string[] = [];
      for (const [field, what] of PHOTOS) {
        const url = input.string(field, 512);
        if (!url?.trim()) throw new BusinessError(`Please upload ${what}`);
        const id = fileIdOf(url);
        if (!id) throw new BusinessError(`Please upload ${what} again`);
        ids.push(id);
      }
      if (new Set(ids).size !== ids.length) throw new BusinessError('Please upload three different photos');
      // Only this account's own uploads: a URL of someone else's file is as good as none.
      const owned = await ownedUploads(db, request.tenant, userId, ids);
      const missing = PHOTOS.find((_, i) => !owned.has(ids[i]!));
      if (missing) throw new BusinessError(`Please upload ${missing[1]} again`);
      const primary = await kycStatus(db, userId, 1);
      if (primary === 'pending') throw new BusinessError('Your primary verification is still under review');
      if (primary !== 'approved') throw new BusinessError('Please complete primary verification first');
      submission = { level, frontImg: ids[0]!, backImg: ids[1]!, handImg: ids[2]! };
    }

    if (!(await submitKyc(db, userId, submission, clock.now()))) {
      const status = await kycStatus(db, userId, level);
      throw new BusinessError(status === 'approved' ? 'This level is already verified' : 'Your submission is under review');
    }
    return ok(null, 'Submitted for review');
  });
}
