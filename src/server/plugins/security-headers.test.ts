import { describe, expect, it } from 'vitest';
import { errorSecurityHeaders, helmetHeaders } from './security-headers';

describe("helmet's headers, taken once", () => {
  it('are the ones helmet sets with our settings, without a policy of its own', () => {
    expect(helmetHeaders(false)).toEqual({
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
    });
  });

  it('ask for HTTPS only when the site is served over HTTPS', () => {
    expect(helmetHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(helmetHeaders(false)['strict-transport-security']).toBeUndefined();
  });

  it('go on error answers too, with a policy that allows nothing and no-store', () => {
    const headers = errorSecurityHeaders(true);
    expect(headers).toMatchObject(helmetHeaders(true));
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['cache-control']).toBe('no-store');
  });
});
