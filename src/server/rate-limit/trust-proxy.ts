import { isIP } from 'node:net';

/**
 * Which proxies in front of the app may tell it the client's address (X-Forwarded-For), and so
 * which address the per-address rate limits count: none, the last N hops, or the proxies with
 * these addresses/CIDRs. The client is the first untrusted address counted from the right.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_HELP =
  'must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs';
const MAX_HOPS = 20;

/** Reads TRUST_PROXY; returns undefined for a value it does not understand. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? Number(value) : undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

/** An IP address, or one with a prefix length (1…32 for IPv4, 1…128 for IPv6) as proxy-addr accepts. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : 0;
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for a setting. Fastify 5.12.1+ ignores a plain number (it trusts no
 * hop at all), so a hop count becomes proxy-addr's hop function: hop 0 is the socket peer, hop
 * i the i-th X-Forwarded-For entry from the right. A hop count cannot check who the peer is:
 * the app must be reachable only through the proxies (listen on 127.0.0.1 or a private network).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
