/**
 * The security headers for answers made before any hook runs: Fastify's framework errors (a bad
 * percent-encoding, an over-long path segment) and HTTP-level client errors (timeouts, broken
 * requests) skip helmet's onRequest hook, which sets these on every other response. Same names
 * and values as helmet's, except the content security policy: an error body is JSON with
 * nothing to load, so it allows nothing at all.
 */
export function errorSecurityHeaders(httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy':
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(httpsOnly ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'cache-control': 'no-store',
  };
}
