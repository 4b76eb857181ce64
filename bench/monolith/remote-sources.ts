import type { RemoteModule, RouteData } from '../../packages/platform/src/contract';
import trading from '../../remotes/trading/src/route-table.json';
import funds from '../../remotes/funds/src/route-table.json';
import defiFinance from '../../remotes/defi-finance/src/route-table.json';
import uplan from '../../remotes/uplan/src/route-table.json';
import nft from '../../remotes/nft/src/route-table.json';
import content from '../../remotes/content/src/route-table.json';
// The benchmark's probe remote (bench/floor): served only by the floor's tenant, which runs it in trading's place.
import floorProbe from '../floor/src/route-table.json';

/** Each remote's route table and `./routes` module, by federation name: the monolith imports them directly. */
export const remoteSources: Record<string, { routes: RouteData[]; load: () => Promise<RemoteModule> }> = {
  trading: { routes: trading as RouteData[], load: () => import('../../remotes/trading/src/routes') },
  funds: { routes: funds as RouteData[], load: () => import('../../remotes/funds/src/routes') },
  defi_finance: { routes: defiFinance as RouteData[], load: () => import('../../remotes/defi-finance/src/routes') },
  uplan: { routes: uplan as RouteData[], load: () => import('../../remotes/uplan/src/routes') },
  nft: { routes: nft as RouteData[], load: () => import('../../remotes/nft/src/routes') },
  content: { routes: content as RouteData[], load: () => import('../../remotes/content/src/routes') },
  floor_probe: { routes: floorProbe as RouteData[], load: () => import('../floor/src/routes') },
};
