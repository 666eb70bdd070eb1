import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey authenticator for tests: what a browser and its authenticator would answer
 * to the server's WebAuthn options (ES256 key, `none` attestation), built with node:crypto. Each
 * answer can be bent (origin, RP ID, counter) to check the server refuses it.
 */

type CborValue = number | string | Uint8Array | CborMap | { [key: string]: CborValue };
interface CborMap extends Map<CborValue, CborValue> {}

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The little CBOR WebAuthn needs: integers, text, bytes and maps. */
export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
}
/** Ways to bend an answer; left out = what an honest browser on `origin` would send. */
export interface Bend {
  origin?: string;
  rpId?: string;
  counter?: number;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  private rpId = '';
  /** Signature counter; each sign-in adds one (0 would mean "this authenticator does not count"). */
  counter = 0;

  constructor(readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** What the server stores of this passkey once registered (for setup that skips the API). */
  storedForm() {
    return {
      id: this.id,
      publicKey: new Uint8Array(this.coseKey()),
      counter: this.counter,
      transports: ['internal'],
    };
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<CborValue, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    return cbor(key);
  }

  /** The RegistrationResponseJSON for navigator.credentials.create(options). */
  register(options: CreationOptions, bend: Bend = {}) {
    this.rpId = options.rp.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user.id;
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: bend.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = this.authData(bend.rpId ?? this.rpId, 0x45, bend.counter ?? this.counter, attested);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The AuthenticationResponseJSON for navigator.credentials.get(options); counts one use. */
  authenticate(options: RequestOptions, bend: Bend = {}) {
    if (bend.counter === undefined) this.counter += 1;
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: bend.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const authData = this.authData(
      bend.rpId ?? options.rpId ?? this.rpId,
      0x05,
      bend.counter ?? this.counter,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** Anything that can POST JSON with a bearer token: the API tests' inject, or Playwright's request. */
export type PostJson = (
  url: string,
  body: unknown,
  token: string,
) => Promise<{ status: number; json: unknown }>;

/**
 * Adds a passkey to the member signed in with `member.token` through the API, confirming with
 * their password as Settings does (a session alone cannot add one); returns the authenticator.
 */
export async function addPasskey(
  post: PostJson,
  member: { token: string; password: string },
  origin: string,
  name = 'Test key',
) {
  const authenticator = new SoftAuthenticator(origin);
  const started = await post('/api/passkeys/register/options', {}, member.token);
  if (started.status !== 200)
    throw new Error(`passkey options: ${started.status} ${JSON.stringify(started.json)}`);
  const { options } = started.json as { options: CreationOptions };
  const done = await post(
    '/api/passkeys/register',
    { name, response: authenticator.register(options), currentpassword: member.password },
    member.token,
  );
  if (done.status !== 201) throw new Error(`passkey register: ${done.status} ${JSON.stringify(done.json)}`);
  return authenticator;
}

/** PostJson over real HTTP, for tests that run the server as a process. */
export const fetchPost =
  (baseUrl: string): PostJson =>
  async (url, body, token) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text === '' ? null : JSON.parse(text) };
  };
