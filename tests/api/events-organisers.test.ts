import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { runClubCommand } from '../../src/server/ops/club-command';
import { EVENT_MESSAGES } from '../../src/shared/api/events';
import type { AuditPage } from '../../src/shared/api/moderation';
import { ORGANISER_NEEDS_PASSKEY } from '../../src/shared/api/passkeys';
import { cancelEvent, createEvent, detail, putEvent, setStatus } from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, multipart, signUp } from './helpers';
import { png } from './images';

/** A member made organiser from the server console, without adding a passkey. */
async function organiserWithoutPasskey(app: FastifyInstance) {
  const o = await signUp(app);
  await runClubCommand(app.deps, ['organiser', 'add', o.username], app.deps.now());
  return o;
}

async function putCover(app: FastifyInstance, id: number, token: string) {
  const form = multipart({}, { image: { data: await png(640, 360), filename: 'c.png', type: 'image/png' } });
  return app.inject({
    method: 'PUT',
    url: `/api/events/${id}/cover`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

const removeCover = (app: FastifyInstance, id: number, token: string) =>
  app.inject({ method: 'DELETE', url: `/api/events/${id}/cover`, headers: bearer(token) });

/** The audit log as organisers read it (GET /api/organisers/audit), newest first. */
async function auditLog(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/organisers/audit?limit=100', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AuditPage).entries;
}

describeEachDatabase('organiser powers over members’ events: passkey and audit log', (ctx) => {
  const app = () => ctx().app;

  it('an organiser without a passkey cannot edit, cancel or re-cover a member’s event (403), and it stays as it was', async () => {
    const host = await signUp(app());
    const organiser = await organiserWithoutPasskey(app());
    const id = await createEvent(app(), host.token, { title: 'Foam night' });
    const before = await detail(app(), id);
    for (const res of [
      await putEvent(app(), id, organiser.token, { title: 'Taken over' }),
      await cancelEvent(app(), id, organiser.token),
      await putCover(app(), id, organiser.token),
      await removeCover(app(), id, organiser.token),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: ORGANISER_NEEDS_PASSKEY });
    }
    expect(await detail(app(), id)).toEqual(before);
    expect((await detail(app(), id, organiser.token)).canEdit).toBe(false);
  });

  it('with a passkey the organiser edits, re-covers and cancels it, and each change is in the audit log', async () => {
    const host = await signUp(app());
    const organiser = await signUp(app());
    await makeOrganiser(app(), organiser.username);
    const id = await createEvent(app(), host.token, { title: 'Wig night' });
    expect((await detail(app(), id, organiser.token)).canEdit).toBe(true);
    const edited = await putEvent(app(), id, organiser.token, { title: 'Wig night (moved)' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await putCover(app(), id, organiser.token)).statusCode).toBe(200);
    expect((await removeCover(app(), id, organiser.token)).statusCode).toBe(200);
    expect((await cancelEvent(app(), id, organiser.token)).statusCode).toBe(200);
    expect(await detail(app(), id)).toMatchObject({ title: 'Wig night (moved)', cover: '' });

    const mine = (await auditLog(app(), organiser.token)).filter(
      (e) => e.actorUsername === organiser.username,
    );
    expect(mine.map((e) => e.action)).toEqual([
      'event.cancel',
      'event.cover.remove',
      'event.cover.set',
      'event.edit',
    ]);
    for (const entry of mine) {
      expect(entry.memberUsername).toBe(host.username);
      // The title as it was when the organiser acted.
      expect(entry.detail).toMatch(new RegExp(`^event ${id}: Wig night`));
    }
  });

  it('an organiser’s own event needs no passkey and writes no audit entry', async () => {
    const organiser = await organiserWithoutPasskey(app());
    const reader = await signUp(app());
    await makeOrganiser(app(), reader.username);
    const id = await createEvent(app(), organiser.token, { title: 'My own meetup' });
    expect((await putEvent(app(), id, organiser.token, { title: 'My own meetup, later' })).statusCode).toBe(
      200,
    );
    expect((await putCover(app(), id, organiser.token)).statusCode).toBe(200);
    expect((await removeCover(app(), id, organiser.token)).statusCode).toBe(200);
    expect((await cancelEvent(app(), id, organiser.token)).statusCode).toBe(200);
    const log = await auditLog(app(), reader.token);
    expect(log.filter((e) => e.actorUsername === organiser.username)).toEqual([]);
  });

  it('a member who is not an organiser still gets 403 “not yours”; the role is read fresh, not from the session cache', async () => {
    const host = await signUp(app());
    const other = await signUp(app());
    const id = await createEvent(app(), host.token);
    const refused = await putEvent(app(), id, other.token, { title: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: EVENT_MESSAGES.notYours });

    const organiser = await signUp(app());
    await makeOrganiser(app(), organiser.username);
    expect((await detail(app(), id, organiser.token)).canEdit).toBe(true);
    // Taken away behind the session cache's back (another instance, the console): refused at once.
    await runClubCommand(app().deps, ['organiser', 'remove', organiser.username], app().deps.now());
    const late = await putEvent(app(), id, organiser.token, { title: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect((await detail(app(), id)).title).toBe('Build night');
  });

  it('only an organiser with a passkey reaches (and cancels) the event of a suspended host', async () => {
    const host = await signUp(app());
    const withKey = await signUp(app());
    await makeOrganiser(app(), withKey.username);
    const without = await organiserWithoutPasskey(app());
    const id = await createEvent(app(), host.token, { title: 'Hidden meetup' });
    await setStatus(app(), host.userId, 'suspended');
    expect(
      (await app().inject({ url: `/api/events/${id}`, headers: bearer(without.token) })).statusCode,
    ).toBe(404);
    expect((await cancelEvent(app(), id, without.token)).statusCode).toBe(404);
    expect((await cancelEvent(app(), id, withKey.token)).statusCode).toBe(200);
    const [entry] = await auditLog(app(), withKey.token);
    expect(entry).toMatchObject({ action: 'event.cancel', memberUsername: host.username });
  });
});
