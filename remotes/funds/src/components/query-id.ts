import { useSearchParams } from '@atrium/platform';

/** The `?id=` of a detail screen as a positive integer, or null (a bad id never reaches the server). */
export function useQueryId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}
