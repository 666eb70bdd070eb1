import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Mail } from '../../src/server/mail/mailer';
import { MEMBER_ADMIN_MESSAGES } from '../../src/shared/api/organiser-members';
import { ORGANISER_MESSAGES } from '../../src/shared/organisers/roles';
import { addPasskey } from '../support/soft-authenticator';
import { isVerificationMail } from './email-helpers';
import { bearer, describeEachDatabase, injectPost, makeOrganiser, putProfile, signUp } from './helpers';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const sent: Mail[] = [];
/** Past every public cache (state numbers 30 s, landing mosaic 60 s). */
const PAST_CACHES_MS = 61_000;

describeEachDatabase(
  'sign-up approval and the organiser role in the app',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().deps.database.db;
    const organiser = async () => {
      const o = await signUp(app());
      await makeOrganiser(app(), o.username);
      return o;
    };
    const setApproval = (token: string, approvalRequired: boolean) =>
      app().inject({
        method: 'PUT',
        url: '/api/organisers/settings',
        payload: { approvalRequired },
        headers: bearer(token),
      });
    /** A sign-up made while approval is on; approval is off again afterwards. */
    const pendingSignUp = async (token: string, overrides: Record<string, string> = {}) => {
      expect((await setApproval(token, true)).statusCode).toBe(200);
      const m = await signUp(app(), {
        recoveryemail: `pending${Date.now()}${Math.random()}@example.org`,
        ...overrides,
      });
      expect((await setApproval(token, false)).statusCode).toBe(200);
      return m;
    };
    const act = (token: string, id: number, action: string, payload?: object) =>
      app().inject({
        method: 'POST',
        url: `/api/organisers/members/${id}/${action}`,
        payload,
        headers: bearer(token),
      });
    const pendingIds = async (token: string) =>
      (await app().inject({ url: '/api/organisers/members/pending', headers: bearer(token) }))
        .json()
        .members.map((m: { id: number }) => m.id);
    const auditFor = (memberId: number) =>
      db()
        .selectFrom('audit_log')
        .select(['actor_username', 'action', 'member_username', 'detail', 'reason'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
    const mailTo = async (address: string) => {
      await app().deps.jobs.runDue();
      return sent.filter((m) => m.to === address);
    };

    it('organisers switch approval on and off; each change is in the audit log', async () => {
      const o = await organiser();
      const read = () => app().inject({ url: '/api/organisers/settings', headers: bearer(o.token) });
      expect((await read()).json()).toEqual({ approvalRequired: false });
      const on = await setApproval(o.token, true);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ approvalRequired: true });
      expect((await read()).json()).toEqual({ approvalRequired: true });
      const overview = await app().inject({ url: '/api/organisers/overview', headers: bearer(o.token) });
      expect(overview.json().approvalRequired).toBe(true);
      expect((await setApproval(o.token, false)).json()).toEqual({ approvalRequired: false });
      expect((await setApproval(o.token, false)).statusCode).toBe(200);

      const entries = await db()
        .selectFrom('audit_log')
        .select(['actor_username', 'detail'])
        .where('action', '=', 'setting.approval')
        .where('actor_id', '=', o.userId)
        .orderBy('id')
        .execute();
      // The repeated "off" changed nothing, so it is not recorded.
      expect(entries).toEqual([
        { actor_username: o.username, detail: 'on' },
        { actor_username: o.username, detail: 'off' },
      ]);
      const bad = await app().inject({
        method: 'PUT',
        url: '/api/organisers/settings',
        payload: { approvalRequired: 'yes' },
        headers: bearer(o.token),
      });
      expect(bad.statusCode).toBe(400);
      const member = await signUp(app());
      expect((await setApproval(member.token, true)).statusCode).toBe(403);
      expect((await read()).json()).toEqual({ approvalRequired: false });
    });

    it('a pending sign-up logs in and reads its own profile, but takes no part and is nowhere public', async () => {
      const o = await organiser();
      const viewer = await signUp(app());
      const p = await pendingSignUp(o.token, { lastname: 'Waitingly' });
      const signup = await app().inject({ url: `/api/users/${p.userId}`, headers: bearer(p.token) });
      expect(signup.statusCode).toBe(200);
      expect(signup.json()).toMatchObject({ username: p.username, status: 'pending', role: 'member' });
      const login = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: p.username, password: p.password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ username: p.username, status: 'pending' });

      const refused = [
        await app().inject({ url: '/api/users?page=1&limit=50', headers: bearer(p.token) }),
        await putProfile(app(), p.userId, p.token, { city: 'Dayton' }),
        await app().inject({
          method: 'PUT',
          url: `/api/users/updatescore/${p.username}/TETRIS`,
          payload: { gamescore: 10 },
          headers: bearer(p.token),
        }),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ORGANISER_MESSAGES.pending);
      }

      // Give the sign-up a state and a photo behind the API's back: still nowhere public.
      clock.now += PAST_CACHES_MS;
      await db()
        .updateTable('users')
        .set({ state: 'Ohio', image: `/api/images/${'a'.repeat(22)}.webp`, updated_at: clock.now })
        .where('id', '=', p.userId)
        .execute();
      await db().insertInto('member_states').values({ user_id: p.userId, state: 'Ohio' }).execute();
      const ohio = async () => {
        clock.now += PAST_CACHES_MS;
        const numbers = (await app().inject({ url: '/api/public/numbers' })).json();
        return numbers.results.find((r: { state: string }) => r.state === 'Ohio')?.count ?? 0;
      };
      const publicPlaces = async () => ({
        profile: (await app().inject({ url: `/api/public/${p.username}`, headers: bearer(viewer.token) }))
          .statusCode,
        search: JSON.stringify(
          (await app().inject({ url: `/api/search?query=Waitingly`, headers: bearer(viewer.token) })).json(),
        ).includes(p.username),
        list: JSON.stringify(
          (await app().inject({ url: '/api/users?page=1&limit=50', headers: bearer(viewer.token) })).json(),
        ).includes(p.username),
        mosaic: JSON.stringify((await app().inject({ url: '/api/home/mosaic' })).json()).includes(p.username),
      });
      const ohioBefore = await ohio();
      expect(await publicPlaces()).toEqual({ profile: 404, search: false, list: false, mosaic: false });

      const approved = await act(o.token, p.userId, 'approve', {});
      expect(approved.statusCode, approved.body).toBe(200);
      clock.now += PAST_CACHES_MS;
      expect(await publicPlaces()).toEqual({ profile: 200, search: true, list: true, mosaic: true });
      expect(await ohio()).toBe(ohioBefore + 1);
      expect((await putProfile(app(), p.userId, p.token, { city: 'Dayton' })).statusCode).toBe(200);
    });

    it('lists pending sign-ups oldest first with their details; switching approval off approves nobody', async () => {
      const o = await organiser();
      const first = await pendingSignUp(o.token, { birthdate: '1990-06-02', referredby: 'Robin' });
      clock.now += 1000;
      const second = await pendingSignUp(o.token);
      const active = await signUp(app());
      const res = await app().inject({ url: '/api/organisers/members/pending', headers: bearer(o.token) });
      expect(res.statusCode).toBe(200);
      const members = res.json().members as Array<{ id: number }>;
      const ids = members.map((m) => m.id);
      expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(second.userId));
      expect(ids).not.toContain(active.userId);
      expect(members.find((m) => m.id === first.userId)).toEqual({
        id: first.userId,
        username: first.username,
        firstname: 'Ada',
        lastname: 'Stitch',
        birthdate: '1990-06-02',
        // The day before the 36th birthday.
        age: 35,
        recoveryemail: first.fields.recoveryemail,
        referredby: 'Robin',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      // pendingSignUp switched approval off after each sign-up: both are still waiting.
      const status = await db()
        .selectFrom('users')
        .select('status')
        .where('id', '=', second.userId)
        .executeTakeFirst();
      expect(status?.status).toBe('pending');
    });

    it('approving opens the account, mails a welcome with the login link, and is audited; twice is 409', async () => {
      const o = await organiser();
      const p = await pendingSignUp(o.token);
      const res = await act(o.token, p.userId, 'approve', { reason: 'Welcome, see you at the meetup!' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toContain(p.username);
      expect(await pendingIds(o.token)).not.toContain(p.userId);
      // The waiting page's check: the sign-up's own session, kept open, now reads 'active'.
      const own = await app().inject({ url: `/api/users/${p.userId}`, headers: bearer(p.token) });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ status: 'active', role: 'member' });
      const login = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: p.username, password: p.password },
      });
      expect(login.json().status).toBe('active');

      const mails = await mailTo(p.fields.recoveryemail as string);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('approved');
      expect(mails[0]?.text).toContain(`${app().deps.config.publicUrl}/login`);
      expect(mails[0]?.text).toContain('Welcome, see you at the meetup!');
      expect(await auditFor(p.userId)).toEqual([
        {
          actor_username: o.username,
          action: 'member.approve',
          member_username: p.username,
          detail: '',
          reason: 'Welcome, see you at the meetup!',
        },
      ]);

      const again = await act(o.token, p.userId, 'approve', {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MEMBER_ADMIN_MESSAGES.notPending);
      expect((await act(o.token, p.userId, 'decline', { reason: 'Too late now' })).statusCode).toBe(409);
      expect((await act(o.token, 999_999, 'approve', {})).statusCode).toBe(404);
      // No body at all is an approval without a note.
      const bare = await pendingSignUp(o.token);
      expect((await act(o.token, bare.userId, 'approve')).statusCode).toBe(200);
      expect(await mailTo(p.fields.recoveryemail as string)).toHaveLength(1);
    });

    it('declining erases every row of the sign-up, mails the reason, and frees the username', async () => {
      const o = await organiser();
      const p = await pendingSignUp(o.token);
      expect((await act(o.token, p.userId, 'decline', {})).statusCode).toBe(400);
      const short = await act(o.token, p.userId, 'decline', { reason: 'no' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Give a short reason: the member receives it.');
      expect((await act(o.token, p.userId, 'decline', { reason: 'x'.repeat(501) })).statusCode).toBe(400);

      const res = await act(o.token, p.userId, 'decline', { reason: 'We could not confirm who you are.' });
      expect(res.statusCode, res.body).toBe(200);
      const counts: Record<string, number> = {};
      for (const table of ['sessions', 'images', 'scores', 'password_resets']) {
        const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}
          WHERE user_id = ${p.userId}`.execute(db());
        counts[table] = Number(rows[0]?.n);
      }
      const users = await db()
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', p.username.toLowerCase())
        .execute();
      counts.users = users.length;
      if (app().deps.database.dialect === 'sqlite') {
        const { rows } = await sql<{
          n: number;
        }>`SELECT count(*) AS n FROM users_search WHERE rowid = ${p.userId}`.execute(db());
        counts.users_search = Number(rows[0]?.n);
      }
      expect(
        Object.values(counts).every((n) => n === 0),
        JSON.stringify(counts),
      ).toBe(true);
      expect(
        (await app().inject({ url: `/api/users/${p.userId}`, headers: bearer(p.token) })).statusCode,
      ).toBe(401);

      const mails = await mailTo(p.fields.recoveryemail as string);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('declined');
      expect(mails[0]?.text).toContain('We could not confirm who you are.');
      expect(await auditFor(p.userId)).toEqual([
        {
          actor_username: o.username,
          action: 'member.decline',
          member_username: p.username,
          detail: '',
          reason: 'We could not confirm who you are.',
        },
      ]);
      expect((await act(o.token, p.userId, 'decline', { reason: 'Once more' })).statusCode).toBe(404);
      const again = await signUp(app(), { username: p.username });
      expect(again.username).toBe(p.username);
      // An active member is not a sign-up to decline.
      expect((await act(o.token, again.userId, 'decline', { reason: 'Not pending' })).statusCode).toBe(409);
    });

    it('organisers grant and take the role, audited; never to a pending member, never the last one’s own', async () => {
      const first = await organiser();
      const member = await signUp(app());
      const role = (token: string, id: number, r: 'organiser' | 'member') =>
        act(token, id, 'role', { role: r });
      const organisers = async (token = first.token) =>
        (await app().inject({ url: '/api/organisers/members/organisers', headers: bearer(token) }))
          .json()
          .members.map((m: { username: string }) => m.username);

      const found = await app().inject({
        url: `/api/organisers/members/search?q=${member.username.slice(0, -1).toUpperCase()}`,
        headers: bearer(first.token),
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().members).toContainEqual({
        id: member.userId,
        username: member.username,
        firstname: 'Ada',
        lastname: 'Stitch',
        role: 'member',
      });
      const pending = await pendingSignUp(first.token);
      const search = (q: string) =>
        app().inject({
          url: `/api/organisers/members/search?q=${encodeURIComponent(q)}`,
          headers: bearer(first.token),
        });
      expect(JSON.stringify((await search(pending.username)).json())).not.toContain(pending.username);
      expect((await search('')).json()).toEqual({ members: [] });
      expect((await search('%')).json()).toEqual({ members: [] });

      const granted = await role(first.token, member.userId, 'organiser');
      expect(granted.statusCode, granted.body).toBe(200);
      expect(await organisers()).toEqual(expect.arrayContaining([first.username, member.username]));
      const refused = await role(first.token, pending.userId, 'organiser');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MEMBER_ADMIN_MESSAGES.onlyActive);
      expect((await role(first.token, 999_999, 'organiser')).statusCode).toBe(404);
      expect((await act(first.token, member.userId, 'role', { role: 'admin' })).statusCode).toBe(400);

      // Taking someone else's role is fine; the new organiser's session is refused at once.
      expect((await role(first.token, member.userId, 'member')).statusCode).toBe(200);
      const gone = await app().inject({ url: '/api/organisers/overview', headers: bearer(member.token) });
      expect(gone.statusCode).toBe(403);
      expect(await auditFor(member.userId)).toEqual([
        {
          actor_username: first.username,
          action: 'role.grant',
          member_username: member.username,
          detail: '',
          reason: '',
        },
        {
          actor_username: first.username,
          action: 'role.remove',
          member_username: member.username,
          detail: '',
          reason: '',
        },
      ]);

      // Alone, an organiser cannot step down; with a second one, they can.
      await sql`UPDATE users SET role = 'member' WHERE role = 'organiser' AND id <> ${first.userId}`.execute(
        db(),
      );
      const last = await role(first.token, first.userId, 'member');
      expect(last.statusCode).toBe(400);
      expect(last.json().message).toBe(MEMBER_ADMIN_MESSAGES.lastOrganiser);
      expect((await role(first.token, member.userId, 'organiser')).statusCode).toBe(200);
      const stepDown = await role(first.token, first.userId, 'member');
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      // Organiser tools need a passkey (issue 18): the new organiser adds one first.
      await addPasskey(injectPost(app()), member, app().deps.config.publicUrl);
      expect(await organisers(member.token)).not.toContain(first.username);
      expect(
        (await app().inject({ url: '/api/organisers/overview', headers: bearer(first.token) })).statusCode,
      ).toBe(403);
    });
  },
  {
    build: {
      now: () => clock.now,
      jobTimer: false,
      mailer: {
        send: async (mail) => {
          if (!isVerificationMail(mail)) sent.push(mail);
        },
      },
    },
  },
);
