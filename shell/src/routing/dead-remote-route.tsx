import { useLocation, useNavigate } from 'react-router';
import { remoteOwning, tenant } from '@atrium/platform';
import { retryRouteTable } from '../federation/route-table-source';
import { useDiagnostics } from '../federation/diagnostics';
import { RemoteFallback } from './remote-fallback';
import { QuarantinedFallback } from './quarantined-fallback';

/**
 * A path of an enabled remote the gate did not register: quarantined (an incompatible release,
 * no retry), or unreachable (its fallback, whose retry runs the gate again).
 */
export function DeadRemoteRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const owner = remoteOwning(tenant(), location.pathname);
  const quarantined = useDiagnostics((s) => owner !== undefined && s.remotes[owner]?.status === 'quarantined');
  if (!owner) return null;
  if (quarantined) return <QuarantinedFallback />;
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
