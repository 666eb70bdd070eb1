import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DELETION_GRACE_MS } from '../../src/server/features/profiles/account-deletion';
import type { Mail } from '../../src/server/mail/mailer';
import { MSG } from '../../src/shared/messages';
import { createEvent, pendingMember, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, putProfile, signUp } from './helpers';
import { png } from './images';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const sent: Mail[] = [];
const DAY = 86_400_000;

describeEachDatabase(
  'account deletion with a 30-day grace period',
  (ctx) => {
    const app = () => ctx().app;
    const login = (username: string, password: string) =>
      app().inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    const remove = (id: number, token: string, password?: string) =>
      app().inject({
        method: 'DELETE',
        url: `/api/users/${id}`,
        payload: { password },
        headers: bearer(token),
      });
    const restore = (token: string) =>
      app().inject({ method: 'POST', url: '/api/restoreaccount', payload: { token } });
    /** A member with a photo, a score, a state and a search term: something in every public place. */
    const member = async () => {
      const m = await signUp(app(), {
        lastname: 'Goodbye',
        recoveryemail: `leaver${Date.now()}@example.org`,
      });
      const photo = { data: await png(120, 120), filename: 'p.png', type: 'image/png' };
      const saved = await putProfile(app(), m.userId, m.token, { state: 'Ohio' }, { profileImage: photo });
      expect(saved.statusCode, saved.body).toBe(200);
      const image = (await app().inject({ url: `/api/users/${m.userId}`, headers: bearer(m.token) })).json()
        .image;
      const score = await app().inject({
        method: 'PUT',
        url: `/api/users/updatescore/${m.username}/TETRIS`,
        payload: { gamescore: 100 },
        headers: bearer(m.token),
      });
      expect(score.statusCode, score.body).toBe(200);
      return { ...m, image: image as string };
    };
    const restoreTokenFor = (m: { fields: Record<string, string> }) => {
      const mail = sent.filter((x) => x.to === m.fields.recoveryemail).at(-1);
      return mail?.text.match(/restoreaccount\?token=([A-Za-z0-9_-]+)/)?.[1];
    };
    /** Rows anywhere that still name the member (by id or username). */
    const leftovers = async (userId: number, username: string) => {
      const { db } = app().deps.database;
      const counts: Record<string, number> = {};
      for (const table of ['sessions', 'images', 'scores', 'password_resets']) {
        const { rows } = await sql<{
          n: number | string;
        }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(db);
        counts[table] = Number(rows[0]?.n);
      }
      const { rows } = await sql<{
        n: number | string;
      }>`SELECT count(*) AS n FROM users WHERE id = ${userId} OR username_key = ${username.toLowerCase()}`.execute(
        db,
      );
      counts.users = Number(rows[0]?.n);
      if (app().deps.database.dialect === 'sqlite') {
        const fts = await sql<{
          n: number;
        }>`SELECT count(*) AS n FROM users_search WHERE rowid = ${userId}`.execute(db);
        counts.users_search = Number(fts.rows[0]?.n);
      }
      return counts;
    };

    /** Event rows that still name the member. */
    const eventLeftovers = async (userId: number) => {
      const { db } = app().deps.database;
      const count = async (table: 'events' | 'rsvps' | 'calendar_feeds', column: 'host_id' | 'user_id') => {
        const { rows } = await sql<{
          n: number | string;
        }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${userId}`.execute(db);
        return Number(rows[0]?.n);
      };
      return {
        events: await count('events', 'host_id'),
        rsvps: await count('rsvps', 'user_id'),
        calendar_feeds: await count('calendar_feeds', 'user_id'),
      };
    };

    it('refuses a wrong password (403), another member (403) and no session (401)', async () => {
      const m = await member();
      const other = await signUp(app());
      expect((await remove(m.userId, m.token, 'Wrong#pass1')).statusCode).toBe(403);
      expect((await remove(m.userId, m.token)).statusCode).toBe(403);
      expect((await remove(m.userId, other.token, other.password)).statusCode).toBe(403);
      expect(
        (await app().inject({ method: 'DELETE', url: `/api/users/${m.userId}`, payload: {} })).statusCode,
      ).toBe(401);
      expect((await app().inject({ url: `/api/public/${m.username}` })).statusCode).toBe(200);
    });

    it('hides the member everywhere at once, ends every session, mails a restore link, and restores once', async () => {
      const m = await member();
      const viewer = await signUp(app());
      const eraseDay = new Date(clock.now + DELETION_GRACE_MS).toLocaleDateString('en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      const res = await remove(m.userId, m.token, m.password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: true, eraseAfterDays: 30 });

      expect((await app().inject({ url: '/api/sessions', headers: bearer(m.token) })).statusCode).toBe(401);
      expect(
        (await app().inject({ url: `/api/public/${m.username}`, headers: bearer(viewer.token) })).statusCode,
      ).toBe(404);
      expect((await app().inject({ url: m.image })).statusCode).toBe(404);
      const found = (
        await app().inject({ url: `/api/search?query=${m.username}`, headers: bearer(viewer.token) })
      ).json();
      expect(found).toEqual([]);
      const list = (
        await app().inject({ url: '/api/users?page=1&limit=50', headers: bearer(viewer.token) })
      ).json();
      expect(JSON.stringify(list)).not.toContain(m.username);
      const board = (
        await app().inject({ url: '/api/users/getscore?gameName=TETRIS', headers: bearer(viewer.token) })
      ).json();
      expect(JSON.stringify(board)).not.toContain(m.username);

      const login1 = await login(m.username, m.password);
      expect(login1.statusCode).toBe(403);
      expect(login1.json().message).toBe(MSG.accountBeingDeleted);
      // A wrong password still gets the usual answer: the grace period is not revealed to guessers.
      expect((await login(m.username, 'Wrong#pass1')).statusCode).toBe(401);

      await app().deps.jobs.runDue();
      const mail = sent.filter((x) => x.to === m.fields.recoveryemail).at(-1);
      expect(mail?.subject).toContain(`will be deleted on ${eraseDay}`);
      const token = restoreTokenFor(m);
      expect(token).toBeDefined();

      clock.now += 29 * DAY;
      const back = await restore(token!);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual({ restored: true, username: m.username });
      expect((await restore(token!)).statusCode).toBe(400);
      expect((await login(m.username, m.password)).statusCode).toBe(200);
      expect((await app().inject({ url: `/api/public/${m.username}` })).statusCode).toBe(200);
      expect((await app().inject({ url: m.image })).statusCode).toBe(200);
    });

    it('after 30 days erases every row of the member, the link stops working, and the name is free', async () => {
      const m = await member();
      expect((await remove(m.userId, m.token, m.password)).statusCode).toBe(200);
      await app().deps.jobs.runDue();
      const token = restoreTokenFor(m);
      expect(token).toBeDefined();

      clock.now += DELETION_GRACE_MS - DAY;
      await app().deps.jobs.runDue(); // the hourly sweep: not yet
      expect((await leftovers(m.userId, m.username)).users).toBe(1);

      clock.now += 2 * DAY;
      await app().deps.jobs.runDue();
      expect(await leftovers(m.userId, m.username)).toEqual(
        expect.objectContaining({ users: 0, sessions: 0, images: 0, scores: 0, password_resets: 0 }),
      );
      if (app().deps.database.dialect === 'sqlite')
        expect((await leftovers(m.userId, m.username)).users_search).toBe(0);
      const late = await restore(token!);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(MSG.restoreLinkInvalid);
      const again = await signUp(app(), { username: m.username });
      expect(again.username).toBe(m.username);
    });

    it('hides a leaving member’s events and answers meanwhile, and erases them, their RSVPs and feed with the account', async () => {
      const m = await member();
      const viewer = await signUp(app());
      const hosted = await createEvent(app(), m.token, { title: 'Leaver’s meetup' });
      const other = await createEvent(app(), viewer.token, { title: 'Viewer’s meetup' });
      expect((await rsvp(app(), other, m.token, { status: 'going' })).statusCode).toBe(200);
      expect((await rsvp(app(), hosted, viewer.token, { status: 'going' })).statusCode).toBe(200);
      const feed = await app().inject({ url: '/api/me/calendar-feed', headers: bearer(m.token) });
      const feedPath = new URL(feed.json().url).pathname;
      expect((await app().inject({ url: feedPath })).statusCode).toBe(200);

      expect((await remove(m.userId, m.token, m.password)).statusCode).toBe(200);
      expect(
        (await app().inject({ url: `/api/events/${hosted}`, headers: bearer(viewer.token) })).statusCode,
      ).toBe(404);
      expect((await app().inject({ url: feedPath })).statusCode).toBe(404);
      const seen = (
        await app().inject({ url: `/api/events/${other}`, headers: bearer(viewer.token) })
      ).json();
      expect(seen.going).toBe(0);
      expect(JSON.stringify(seen)).not.toContain(m.username);

      clock.now += DELETION_GRACE_MS + DAY;
      await app().deps.jobs.runDue();
      expect(await eventLeftovers(m.userId)).toEqual({ events: 0, rsvps: 0, calendar_feeds: 0 });
      // The viewer's answer went with the erased event; the viewer's own event stays.
      expect((await app().inject({ url: `/api/events/${other}` })).statusCode).toBe(200);
    });

    it('a declined sign-up leaves no answer or calendar feed behind', async () => {
      const organiser = await signUp(app());
      await makeOrganiser(app(), organiser.username);
      const pending = await pendingMember(app());
      const event = await createEvent(app(), organiser.token);
      const { db } = app().deps.database;
      const now = clock.now;
      await db
        .insertInto('rsvps')
        .values({
          event_id: event,
          user_id: pending.userId,
          status: 'going',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: pending.userId, nonce: 'n', secret_hash: `h${pending.userId}`, created_at: now })
        .execute();
      const declined = await app().inject({
        method: 'POST',
        url: `/api/organisers/members/${pending.userId}/decline`,
        payload: { reason: 'Not a club member' },
        headers: bearer(organiser.token),
      });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(await eventLeftovers(pending.userId)).toEqual({ events: 0, rsvps: 0, calendar_feeds: 0 });
    });

    it('refuses made-up restore links', async () => {
      for (const token of ['x', 'a'.repeat(43), '../../etc']) {
        const res = await restore(token);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MSG.restoreLinkInvalid);
      }
    });
  },
  {
    build: {
      now: () => clock.now,
      jobTimer: false,
      mailer: {
        send: async (mail) => {
          sent.push(mail);
        },
      },
    },
  },
);
