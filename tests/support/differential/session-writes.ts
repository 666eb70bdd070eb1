import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart, putProfile } from '../../api/helpers';
import { png } from '../../api/images';
import { logIn } from './member-writes';
import { active, bearer, expectOk, type WriteStep } from './model';

/**
 * Writes that end sessions or change what the site around the members shows: a logout, "sign out
 * my other sessions", a password change, an event's cover, the club content. The member's old
 * token is read with once more (it must be refused by every instance alike), then they sign in.
 */
export async function logOut(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(active(step.model).filter((x) => x !== step.model.boss));
  if (!m) return undefined;
  await expectOk(
    'logout',
    await step.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(m.token) }),
  );
  m.oldToken = m.token;
  step.touchedMembers.push(m);
  return `logout ${m.username}`;
}

export async function endOtherSessions(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(active(step.model).filter((x) => x !== step.model.boss));
  if (!m) return undefined;
  const old = m.token;
  await logIn(step, m);
  const res = await step.app.inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(m.token) });
  await expectOk('ending other sessions', res);
  m.oldToken = old;
  step.touchedMembers.push(m);
  return `other sessions ended ${m.username}`;
}

export async function changePassword(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(active(step.model).filter((x) => x !== step.model.boss));
  if (!m) return undefined;
  const password = `Sewing#${step.rnd.int(100_000)}`;
  const fields = { password, currentpassword: m.password };
  await expectOk('password change', await putProfile(step.app, m.id, m.token, fields));
  m.password = password;
  step.touchedMembers.push(m);
  return `password changed ${m.username}`;
}

let cover: Buffer | undefined;
export async function setCover(step: WriteStep): Promise<string | undefined> {
  const event = step.rnd.pick(step.model.events.filter((e) => !e.cancelled && e.host.status === 'active'));
  if (!event) return undefined;
  const url = `/api/events/${event.id}/cover`;
  const headers = bearer(event.host.token);
  if (step.rnd.chance(0.3)) {
    await expectOk('cover removal', await step.app.inject({ method: 'DELETE', url, headers }));
  } else {
    cover ??= await png(64, 40);
    const form = multipart({}, { image: { data: cover, filename: 'c.png', type: 'image/png' } });
    const res = await step.app.inject({
      method: 'PUT',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    await expectOk('cover', res);
  }
  step.touchedEvents.push(event);
  return `cover of event ${event.id}`;
}

/**
 * The organiser saves the club content with a new club name. On PostgreSQL every other instance
 * (the reference among them) has reloaded it before the save answers (the change is announced
 * and acknowledged through Redis). On SQLite the reference here is a second server on the same
 * file, as the command line would be: it hears of another connection's commits within a poll of
 * the file's data version (cache/outside-writes.ts), which the run waits for.
 */
export async function editContent(step: WriteStep, everyInstance: FastifyInstance[]): Promise<string> {
  const headers = bearer(step.model.boss.token);
  const current = (await step.app.inject({ url: '/api/organisers/content', headers })).json();
  const n = step.rnd.int(1000);
  const content = { ...current.content, clubName: `Midwest Club ${n}` };
  const payload = { ...content, baseVersion: current.version?.id ?? null };
  await expectOk(
    'content',
    await step.app.inject({ method: 'PUT', url: '/api/organisers/content', payload, headers }),
  );
  const shown = () => everyInstance.every((app) => app.deps.content.clubName === content.clubName);
  if (step.app.deps.database.dialect === 'postgres')
    expect(shown(), 'content reloaded everywhere').toBe(true);
  else await expect.poll(shown, { timeout: 2000, interval: 20 }).toBe(true);
  return `content saved: club name ${content.clubName}`;
}
