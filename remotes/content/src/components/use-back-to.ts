import { useLocation, useNavigate } from '@atrium/platform';

interface BackState {
  from?: string;
}

/** Router state for a link from `parent` to one of its details, read by {@link useBackTo}. */
export const backState = (parent: string): BackState => ({ from: parent });

/**
 * The back arrow of a detail view whose parent is `parent`: one step back when the user came
 * from the parent (so the list keeps its search and scroll), otherwise, after a deep link,
 * the parent replaces the detail in history.
 */
export function useBackTo(parent: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as BackState | null;
  return () => {
    if (state?.from === parent) void navigate(-1);
    else void navigate(parent, { replace: true });
  };
}
