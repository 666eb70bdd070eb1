import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { appSecret } from '../../security/app-secret';

/**
 * The one-click unsubscribe link of a member's digest: `<userId>.<HMAC(app secret, userId and
 * the nonce of their digest row)>`. The same link on every attempt of a digest's mail (nothing
 * secret in the job), useless for any other member (their id is in the MAC) and for any other
 * mail (its own secret and label), and ended by a new nonce when the member turns the digest on
 * again. The database holds the nonce only: a link needs the app secret too.
 */
const SECRET_NAME = 'digest-unsubscribe';
const unsubscribeSecret = (deps: AppDeps) => appSecret(deps, SECRET_NAME);

const mac = (secret: string, userId: number, nonce: string) =>
  createHmac('sha256', secret).update(`digest-unsubscribe:${userId}:${nonce}`).digest('base64url');

export async function unsubscribeToken(deps: AppDeps, userId: number, nonce: string): Promise<string> {
  return `${userId}.${mac(await unsubscribeSecret(deps), userId, nonce)}`;
}

/** The member a token names, or undefined when it is not of the shape a link has. */
export function tokenMember(token: string): number | undefined {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** Whether `token` is the link made from this member's current nonce. */
export async function tokenMatches(
  deps: AppDeps,
  token: string,
  userId: number,
  nonce: string,
): Promise<boolean> {
  const expected = Buffer.from(await unsubscribeToken(deps, userId, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;
