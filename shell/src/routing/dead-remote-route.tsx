import { useLocation, useNavigate } from 'react-router';
import { remoteOwning, tenant } from '@atrium/platform';
import { retryRouteTable } from '../federation/route-table-source';
import { RemoteFallback } from './remote-fallback';

/** A path of an enabled remote whose route table could not be fetched: its fallback, whose retry fetches the table again. */
export function DeadRemoteRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const owner = remoteOwning(tenant(), location.pathname);
  if (!owner) return null;
  return (
    <RemoteFallback
      onRetry={async () => {
        if (await retryRouteTable(owner)) {
          await navigate(location.pathname + location.search, { replace: true });
        }
      }}
    />
  );
}
