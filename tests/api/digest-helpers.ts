import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Mail } from '../../src/server/mail/mailer';
import { isVerificationMail } from './email-helpers';
import { bearer, putProfile, signUp } from './helpers';

/** A clock tests move forward, and a mailer that keeps every mail but the sign-ups' verification. */
export function digestWorld(start: string) {
  const clock = { now: Date.parse(start) };
  const sent: Mail[] = [];
  const mailer = {
    async send(mail: Mail) {
      if (!isVerificationMail(mail)) sent.push(mail);
    },
  };
  // The per-recipient limit takes `kind` off before the mailer: a digest is known by its subject.
  const digestsTo = (address: string) => sent.filter((m) => m.to === address && / digest$/.test(m.subject));
  return { clock, sent, mailer, digestsTo };
}

let counter = 0;

/**
 * A member who can get the digest: a confirmed recovery email of their own (marked as the mailed
 * link would), living in `state`, with `frequency` chosen when given.
 */
export async function digestMember(
  app: FastifyInstance,
  state: string,
  options: { frequency?: 'weekly' | 'daily' | 'off'; firstname?: string } = {},
) {
  counter += 1;
  const email = `digest${process.pid}x${counter}@example.org`;
  const member = await signUp(app, { recoveryemail: email, firstname: options.firstname ?? 'Ada' });
  await app.deps.database.db
    .updateTable('users')
    .set({ recoveryemail_verified_at: app.deps.now() })
    .where('id', '=', member.userId)
    .execute();
  expect((await putProfile(app, member.userId, member.token, { state })).statusCode).toBe(200);
  if (options.frequency)
    expect((await chooseDigest(app, member.token, options.frequency)).statusCode).toBe(200);
  return { ...member, email };
}

export const chooseDigest = (app: FastifyInstance, token: string, frequency: string) =>
  app.inject({ method: 'PUT', url: '/api/me/digest', payload: { frequency }, headers: bearer(token) });

/** The token in a digest's List-Unsubscribe header. */
export function unsubscribeTokenOf(mail: Mail): string {
  const match = /<[^>]*\/api\/digest\/unsubscribe\?token=([^>]+)>/.exec(
    mail.headers?.['List-Unsubscribe'] ?? '',
  );
  if (!match?.[1]) throw new Error('no List-Unsubscribe link');
  return decodeURIComponent(match[1]);
}

/** What a mail client sends for a one-click unsubscribe (RFC 8058): a form POST, no session. */
export const oneClick = (app: FastifyInstance, token: string, remoteAddress = '10.77.0.1') =>
  app.inject({
    method: 'POST',
    url: `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress,
  });
