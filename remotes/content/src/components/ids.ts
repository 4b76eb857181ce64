/** A notice id from the address (`?id=`, `/helpDetail/:id`): a positive integer, else null. */
export function noticeId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
