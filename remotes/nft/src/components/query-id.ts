import { useSearchParams } from '@atrium/platform';

/** A positive integer query parameter (`?id=`, `?saleId=`), or null: a bad id never reaches the server. */
export function useQueryId(name = 'id'): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name) ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}
