/**
 * Whether a route pattern ("/helpDetail/:id") matches a pathname; `:name` is one non-empty
 * segment. Import-free, so the static host reads the same rule (`@atrium/platform/route-path`)
 * without the app's modules.
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  if (pattern === '/' || pathname === '/') return pattern === pathname;
  const want = pattern.split('/');
  const got = pathname.replace(/\/$/, '').split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}
