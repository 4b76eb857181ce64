import { useLocation, useNavigate } from '@atrium/platform';

/**
 * Leaves a watchlist editor after a save: back where the user came from, or to the watchlist
 * when the editor was opened by a link (react-router keys a session's first entry 'default').
 */
export function useLeave(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate('/quote?tab=favourites', { replace: true });
    else void navigate(-1);
  };
}
