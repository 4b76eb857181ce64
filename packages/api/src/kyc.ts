import { http, type CallOptions, type Ok } from './client';

export type KycStatus = 'none' | 'pending' | 'approved' | 'rejected';

/** The review state of each identity level. */
export interface KycInfo {
  primary: { status: KycStatus; realName: string | null; idNumber: string | null; reason: string | null };
  advanced: { status: KycStatus; reason: string | null };
}

/** Primary: the name and ID number. Advanced: photos uploaded first through uploadFile. */
export type KycSubmission =
  | { level: 1; realName: string; idNumber: string }
  | { level: 2; frontImg: string; backImg: string; handImg: string };

export const getKycInfo = (options?: CallOptions) => http.post<Ok<KycInfo>>('/user/kycInfo', {}, options).then((r) => r.data.data);
/**
 * uploadKYC (spec §7: by query string). It carries the photos' URLs, not the photos: each is
 * uploaded first by `uploadFile`, which reports progress.
 */
export const uploadKYC = (submission: KycSubmission, options?: CallOptions) =>
  http.post<Ok<null>>('/user/uploadKYC', {}, { ...options, params: submission }).then((r) => r.data);
