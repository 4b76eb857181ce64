import { useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { remoteOwning, tenant, type RemoteName } from '@atrium/platform';
import { retryRouteTable } from '../federation/route-table-source';
import { useDiagnostics } from '../federation/diagnostics';
import { RemoteFallback } from './remote-fallback';
import { QuarantinedFallback } from './quarantined-fallback';
import { RemoteRoute } from './remote-route';

/**
 * A path of an enabled remote the gate did not register: quarantined (an incompatible release,
 * no retry), or unreachable (its fallback, whose retry runs the gate again).
 */
export function DeadRemoteRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const owner = remoteOwning(tenant(), location.pathname);
  const quarantined = useDiagnostics((s) => owner !== undefined && s.remotes[owner]?.status === 'quarantined');
  // The route the retry found. A tab's screen is kept alive as it was rendered (the layout keeps
  // the element of the tab's path), so the navigation alone would leave this fallback on screen:
  // the remote's route is shown here too.
  const [revived, setRevived] = useState<{ remote: RemoteName; path: string } | null>(null);
  if (!owner) return null;
  if (revived) return <RemoteRoute remote={revived.remote} path={revived.path} />;
  if (quarantined) return <QuarantinedFallback />;
  return (
    <RemoteFallback
      onRetry={async () => {
        const table = await retryRouteTable(owner);
        if (!table) return;
        const route = table.routes.find((r) => matchPath(r.path, location.pathname));
        if (route) setRevived({ remote: owner, path: route.path });
        await navigate(location.pathname + location.search, { replace: true });
      }}
    />
  );
}
