import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser and its push service, written from the RFCs alone (not with web-push):
 * a browser's keys (RFC 8291), an HTTP receiver that records what the server sent and answers
 * with the status a test chooses, the decryption of an aes128gcm body (RFC 8188 / 8291) and the
 * check of the VAPID header (RFC 8292).
 */

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  /** As PushSubscription.toJSON() gives them (base64url). */
  json: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    json: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
  };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived (performance.now() of this process), for latency benches. */
  at: number;
}

/** An HTTP push service on 127.0.0.1: `status(path)` says what each endpoint path answers. */
export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: performance.now() });
      for (const wake of waiters) wake();
      response.statusCode = statuses.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  let next = 0;
  return {
    origin,
    received,
    /** A new endpoint URL of this receiver (one per subscription). */
    endpoint: () => {
      next += 1;
      return `${origin}/push/${next}-${randomBytes(6).toString('hex')}`;
    },
    answer: (endpoint: string, status: number) => statuses.set(new URL(endpoint).pathname, status),
    to: (endpoint: string) => received.filter((r) => r.path === new URL(endpoint).pathname),
    /** Resolves with the `count`th push to `endpoint` once it arrived; rejects after `timeoutMs`. */
    nth(endpoint: string, count: number, timeoutMs = 10_000): Promise<ReceivedPush> {
      const path = new URL(endpoint).pathname;
      const found = () => received.filter((r) => r.path === path)[count - 1];
      return new Promise((resolve, reject) => {
        const check = () => {
          const push = found();
          if (!push) return;
          done();
          resolve(push);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`push ${count} to ${path} did not arrive within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/**
 * Decrypts an aes128gcm push body as the browser does (RFC 8291 §3.4, RFC 8188 §2): the header
 * gives the salt, the record size and the sender's ephemeral public key; the key and nonce come
 * from the ECDH secret and the auth secret through HKDF; one record, its padding after the 0x02
 * delimiter stripped.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  if (record.length > recordSize) throw new Error('more than one record');

  const ecdhSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): k is the given public key, the JWT
 * is ES256 and its signature verifies with that key. Returns the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('k is not the club public key');
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()).alg;
  if (alg !== 'ES256') throw new Error(`JWT alg is ${alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the JWT signature does not verify with the public key');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
}
