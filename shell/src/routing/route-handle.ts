import type { RemoteName } from '@atrium/platform';

/** What every route carries in react-router's `handle`: the layout reads it for the title and tabs. */
export interface RouteHandle {
  titleKey: string;
  tabKey?: string;
  remote?: RemoteName;
}
