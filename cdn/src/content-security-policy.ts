/**
 * The Content-Security-Policy, sent report-only from the start so that nothing is built that
 * a strict policy would later break: no eval, no inline scripts. Inline styles are allowed
 * (the HTML app shell's critical CSS and computed sizes).
 */
export function contentSecurityPolicy(remoteOrigin: string, connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigin}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigin}`,
    `img-src 'self' data: blob: https: ${remoteOrigin}`,
    // The tenant's wallet RPC endpoints (tenant-connect-origins.ts): the DeFi screens read chains there.
    ['connect-src', "'self'", 'ws:', 'wss:', remoteOrigin, ...connectOrigins].join(' '),
    `font-src 'self' data: ${remoteOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    'report-uri /__csp-report',
  ].join('; ');
}
