import { http, type Ok } from './client';

/** A DeFi activity offered to the user (spec §3 "DeFi activity notice"). Times are ms since epoch. */
export interface DefiActivityNotice {
  id: number;
  /** dictValue of the defi_activity_type dictionary. */
  type: string;
  totleAmount: string;
  amount: string;
  beginTimeS: number;
  endTimeS: number;
  /** 0 offered, 1 claimed. */
  status: number;
}

/**
 * The activities waiting for the user (spec §7). The path names the user, but the server takes
 * the user from the token and refuses a path that names someone else (rule 14). Code 200
 * required, else nothing is shown (spec §8): silent.
 */
export const showDefiActivityNotice = (userId: number) =>
  http.get<Ok<DefiActivityNotice[]>>(`/apiDefi/showDefiActivityNotice/${userId}`, { silent: true }).then((r) => r.data.data);
/** Claims (status 1) an activity. */
export const updateDefiActivity = (id: number, status: 1) =>
  http.post<Ok<null>>('/apiDefi/updateDefiActivity', { id, status }).then((r) => r.data);
