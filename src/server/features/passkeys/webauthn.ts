/**
 * @simplewebauthn/server, loaded on the first passkey ceremony: it pulls in about two hundred
 * modules (its crypto and CBOR parsers) that most processes never need (docs/decisions/0020).
 */
let loading: Promise<typeof import('@simplewebauthn/server')> | undefined;
export function webauthn(): Promise<typeof import('@simplewebauthn/server')> {
  loading ??= import('@simplewebauthn/server');
  return loading;
}
