import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Shows where the router went, for routes outside the one under test. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/**
 * Renders screens in a memory router at `url`, as the shell would mount them. Other paths
 * render a marker with the address, so a test can see where a link or back arrow led.
 */
export function renderRoutes(routes: Record<string, ReactNode>, url: string) {
  const router = createMemoryRouter(
    [...Object.entries(routes).map(([path, element]) => ({ path, element })), { path: '*', element: <Elsewhere /> }],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** The current address of a memory router: path and query. */
export const at = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;
