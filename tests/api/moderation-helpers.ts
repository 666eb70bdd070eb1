import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Mail } from '../../src/server/mail/mailer';
import type { ReportQueue } from '../../src/shared/api/moderation';
import { isVerificationMail } from './email-helpers';
import { bearer, makeOrganiser, putProfile, signUp } from './helpers';
import { png } from './images';

/** A clock the tests move, and the mails the app sent (jobs run with deps.jobs.runDue()). */
export function moderationWorld() {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const sent: Mail[] = [];
  const build = {
    now: () => clock.now,
    jobTimer: false,
    mailer: {
      send: async (mail: Mail) => {
        if (!isVerificationMail(mail)) sent.push(mail);
      },
    },
  };
  return { clock, sent, build };
}

let photoSeed = 0;
const photo = async () => {
  photoSeed += 1;
  return { data: await png(100 + photoSeed, 100), filename: `p${photoSeed}.png`, type: 'image/png' };
};

export type Member = Awaited<ReturnType<typeof signUp>> & { email: string };

/** A member with a recovery address of their own (the mails are told apart by it). */
export async function member(app: FastifyInstance, overrides: Record<string, string> = {}): Promise<Member> {
  const email = `m${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.org`;
  const m = await signUp(app, { recoveryemail: email, ...overrides });
  return { ...m, email };
}

export async function organiser(app: FastifyInstance): Promise<Member> {
  const o = await member(app, { firstname: 'Olive', lastname: 'Organiser' });
  await makeOrganiser(app, o.username);
  return o;
}

/**
 * A listed member in Ohio with a profile photo and two slideshow photos, shown to everyone.
 * Returns their photo URLs as the member's own profile lists them.
 */
export async function memberWithPhotos(app: FastifyInstance, fields: Record<string, string> = {}) {
  const m = await member(app, { lastname: 'Pictures' });
  const saved = await putProfile(
    app,
    m.userId,
    m.token,
    { state: 'Ohio', ...fields },
    { profileImage: await photo(), slideshowImage0: await photo(), slideshowImage1: await photo() },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const own = (await app.inject({ url: `/api/users/${m.userId}`, headers: bearer(m.token) })).json();
  const strip = (url: string) => url.split('?')[0] as string;
  return {
    ...m,
    image: strip(own.image),
    slides: (own.slideshow as string[]).filter((u) => u !== '').map(strip),
  };
}

export function report(
  app: FastifyInstance,
  token: string | undefined,
  body: { username: string; image?: string; reason?: string; note?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/reports',
    payload: { reason: 'inappropriate', ...body },
    headers: token ? bearer(token) : {},
  });
}

export function organiserPost(app: FastifyInstance, token: string, url: string, reason?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/organisers/${url}`,
    payload: reason === undefined ? {} : { reason },
    headers: bearer(token),
  });
}

export async function queue(app: FastifyInstance, token: string): Promise<ReportQueue> {
  const res = await app.inject({ url: '/api/organisers/reports', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function login(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
}

/** The newest mail to an address, after the queued jobs ran. */
export async function lastMailTo(app: FastifyInstance, sent: Mail[], to: string): Promise<Mail | undefined> {
  await app.deps.jobs.runDue();
  return sent.filter((mail) => mail.to === to).at(-1);
}
