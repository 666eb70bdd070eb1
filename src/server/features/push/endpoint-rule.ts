import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may send pushes (docs/decisions/0028-web-push.md). A subscription's endpoint
 * comes from the member's browser, so a member could name any URL and have the server POST to
 * it: an SSRF surface. Real push services are public HTTPS hosts on port 443, so only those are
 * accepted; addresses of the server's own networks never are, by name or by what a name resolves
 * to when the push is sent. Plain http is only for a push receiver on this machine in tests and
 * development (PUSH_ALLOW_LOOPBACK_ENDPOINTS=1).
 */
export const ENDPOINT_MESSAGES = {
  notHttps: 'The push endpoint must be an https:// address of a push service.',
  notPublic: 'The push endpoint must be on a public host of a push service.',
} as const;

/**
 * Ranges that are not the public Internet: this host, private networks, link-local, test nets…
 * (BlockList checks an IPv4-mapped IPv6 address, ::ffff:10.0.0.1, against the IPv4 ranges.)
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether an address may receive pushes. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = familyOf(address);
  if (allowLoopback && loopback.check(address, family)) return true;
  return !internal.check(address, family);
}

/** Names that never leave the local network. */
const LOCAL_NAME = /(^localhost$|\.localhost$|\.local$|\.internal$|\.lan$|\.home\.arpa$|^[^.]+$)/i;

/** Why the server will not send to this endpoint, or undefined when it may. */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_MESSAGES.notHttps;
  }
  const host = bare(url.hostname);
  const isLoopbackHost = host === 'localhost' || (isIP(host) !== 0 && loopback.check(host, familyOf(host)));
  if (allowLoopback && isLoopbackHost && (url.protocol === 'http:' || url.protocol === 'https:'))
    return undefined;
  if (url.protocol !== 'https:') return ENDPOINT_MESSAGES.notHttps;
  if (url.username !== '' || url.password !== '' || url.port !== '') return ENDPOINT_MESSAGES.notPublic;
  if (isIP(host) !== 0) return isAllowedAddress(host, false) ? undefined : ENDPOINT_MESSAGES.notPublic;
  return LOCAL_NAME.test(host) ? ENDPOINT_MESSAGES.notPublic : undefined;
}

/**
 * A DNS lookup for the push request's socket that refuses names resolving to internal addresses
 * (a public name can point anywhere, and may change after it was checked).
 */
export function publicOnlyLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !isAllowedAddress(a.address, allowLoopback));
      if (refused || addresses.length === 0) {
        const reason = new Error(`push endpoint ${hostname} resolves to an internal address`);
        return callback(Object.assign(reason, { code: 'EPUSHADDRESS' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
