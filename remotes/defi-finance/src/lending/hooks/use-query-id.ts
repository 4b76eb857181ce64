import { useSearchParams } from '@atrium/platform';

/** The `?id=` of a detail screen's address, or null when it is missing or not a positive integer. */
export function useQueryId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
