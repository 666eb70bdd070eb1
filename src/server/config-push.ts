import { createECDH } from 'node:crypto';
import { z } from 'zod';

/**
 * Web Push settings (docs/decisions/0028-web-push.md), parsed with the rest of the environment
 * in config.ts. The VAPID key pair is given by VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or
 * neither; neither: the server makes a pair at first start and keeps it in the database).
 */
export const pushEnvSchema = {
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /** Development and tests only: http endpoints on 127.0.0.1 / localhost (a local push receiver). */
  PUSH_ALLOW_LOOPBACK_ENDPOINTS: z.enum(['0', '1']).default('0'),
  PUSH_SUBSCRIBES_PER_MEMBER_DAY: z.coerce.number().int().min(1).default(20),
};

const pushEnvObject = z.object(pushEnvSchema);
type PushEnv = z.infer<typeof pushEnvObject>;

export interface VapidKeys {
  /** base64url of the 65-byte uncompressed P-256 point (the browser's applicationServerKey). */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

export interface PushConfig {
  /** Keys from the environment; undefined: made and kept in the database (app_secrets). */
  vapidKeys?: VapidKeys;
  /** Who runs this server, for the push services (the JWT's `sub`). */
  subject: string;
  allowLoopbackEndpoints: boolean;
  /** A member's devices at most; a new one beyond this removes their oldest. */
  maxDevicesPerMember: number;
  /** Failed pushes in a row after which a subscription is removed. */
  maxFailures: number;
  /** How long the push service keeps a push for a device that is offline. */
  ttlSeconds: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Why the VAPID variables cannot be used, with the variable to name, or undefined when they can. */
export function vapidKeysProblem(env: PushEnv): { variable: string; message: string } | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (privateKey === undefined)
    return { variable: 'VAPID_PRIVATE_KEY', message: 'must be set when VAPID_PUBLIC_KEY is' };
  if (publicKey === undefined)
    return { variable: 'VAPID_PUBLIC_KEY', message: 'must be set when VAPID_PRIVATE_KEY is' };
  if (!BASE64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65)
    return { variable: 'VAPID_PUBLIC_KEY', message: 'must be a P-256 public key, 65 bytes in base64url' };
  if (!BASE64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32)
    return { variable: 'VAPID_PRIVATE_KEY', message: 'must be a P-256 private key, 32 bytes in base64url' };
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    if (ecdh.getPublicKey('base64url') !== publicKey)
      return { variable: 'VAPID_PRIVATE_KEY', message: 'is not the private key of VAPID_PUBLIC_KEY' };
  } catch {
    return { variable: 'VAPID_PRIVATE_KEY', message: 'is not a valid P-256 private key' };
  }
  return undefined;
}

/** mailto: the address of MAIL_FROM ("Club <no-reply@club.org>"), else PUBLIC_URL when https. */
function defaultSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^\s@<>]+@[^\s@<>]+$/.exec(mailFrom)?.[0];
  if (address) return `mailto:${address}`;
  if (publicUrl.startsWith('https://')) return publicUrl;
  return 'mailto:no-reply@localhost';
}

export function pushConfig(env: PushEnv, mailFrom: string, publicUrl: string): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: env.VAPID_SUBJECT ?? defaultSubject(mailFrom, publicUrl),
    allowLoopbackEndpoints: env.PUSH_ALLOW_LOOPBACK_ENDPOINTS === '1',
    maxDevicesPerMember: 20,
    maxFailures: 5,
    ttlSeconds: 24 * 60 * 60,
  };
}
