import { expect, it } from 'vitest';
import { CONVENTION_MESSAGES } from '../../src/shared/api/conventions';
import { deleteGoing, going, namesOn, putGoing, setConDates } from './con-going-helpers';
import { setPrivacy, setStatus } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { unzip } from './zip-helpers';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const DAY = 86_400_000;
const CON = 'gen-con';
const FRI = '2026-07-31';
const SAT = '2026-08-01';
const SUN = '2026-08-02';

describeEachDatabase(
  'who is going to a con',
  (ctx) => {
    const app = () => ctx().app;
    const member = () => signUp(app());
    const saturday = (answer: Awaited<ReturnType<typeof going>>) => answer.days.find((d) => d.day === SAT)!;

    it('saves, replaces and deletes a member’s days, answering with their own choice', async () => {
      await setConDates(app(), CON, FRI, SUN);
      const m = await member();
      const saved = await putGoing(app(), CON, m.token, {
        visibility: 'members',
        days: [{ day: SAT, character: ' Raiden Shogun ', series: 'Genshin Impact' }, { day: FRI }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.headers['cache-control']).toBe('no-store');
      expect(saved.json().mine).toEqual({
        visibility: 'members',
        days: [
          { day: FRI, character: '', series: '', projectId: null },
          { day: SAT, character: 'Raiden Shogun', series: 'Genshin Impact', projectId: null },
        ],
      });
      expect(saved.json().days.map((d: { day: string }) => d.day)).toEqual([FRI, SAT, SUN]);

      const replaced = await putGoing(app(), CON, m.token, { visibility: 'public', days: [{ day: SUN }] });
      expect(replaced.json().mine).toEqual({
        visibility: 'public',
        days: [{ day: SUN, character: '', series: '', projectId: null }],
      });
      const mine = await going(app(), CON, m.token);
      expect(namesOn(mine, SAT)).not.toContain(m.username);
      expect(namesOn(mine, SUN)).toContain(m.username);

      const gone = await deleteGoing(app(), CON, m.token);
      expect(gone.statusCode).toBe(200);
      expect(gone.json().mine).toBeNull();
      await putGoing(app(), CON, m.token, { days: [{ day: SAT }] });
      expect((await going(app(), CON, m.token)).mine?.visibility).toBe('members');
      const none = await putGoing(app(), CON, m.token, { visibility: 'members', days: [] });
      expect(none.json().mine).toBeNull();
    });

    it('refuses days outside the con, cons without dates, bad input and visitors', async () => {
      await setConDates(app(), CON, FRI, SUN);
      const m = await member();
      const outside = await putGoing(app(), CON, m.token, { days: [{ day: '2026-08-03' }] });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toBe(CONVENTION_MESSAGES.notADay);
      expect((await putGoing(app(), CON, m.token, { days: [{ day: SAT }, { day: SAT }] })).statusCode).toBe(
        400,
      );
      expect((await putGoing(app(), CON, m.token, { days: [{ day: '2026-02-30' }] })).statusCode).toBe(400);
      const long = await putGoing(app(), CON, m.token, { days: [{ day: SAT, character: 'x'.repeat(81) }] });
      expect(long.statusCode).toBe(400);
      const hidden = { days: [{ day: SAT }], visibility: 'secret' } as never;
      expect((await putGoing(app(), CON, m.token, hidden)).statusCode).toBe(400);

      await setConDates(app(), 'c2e2', null, null);
      const undated = await putGoing(app(), 'c2e2', m.token, { days: [{ day: SAT }] });
      expect(undated.statusCode).toBe(409);
      expect(undated.json().message).toBe(CONVENTION_MESSAGES.noDates);
      expect((await going(app(), 'c2e2')).days).toEqual([]);

      expect((await putGoing(app(), CON, undefined, { days: [{ day: SAT }] })).statusCode).toBe(401);
      expect((await deleteGoing(app(), CON)).statusCode).toBe(401);
      expect((await putGoing(app(), 'no-such-con', m.token, { days: [{ day: SAT }] })).statusCode).toBe(404);
      expect((await app().inject({ url: '/api/cons/no-such-con/going' })).statusCode).toBe(404);
    });

    it('shows each goer only to whom they chose, and counts only those shown', async () => {
      await setConDates(app(), CON, FRI, SUN);
      const [everyone, members, self, viewer] = await Promise.all([member(), member(), member(), member()]);
      const cos = { day: SAT, character: 'Nahida', series: 'Genshin Impact' };
      await putGoing(app(), CON, everyone.token, { visibility: 'public', days: [cos] });
      await putGoing(app(), CON, members.token, { visibility: 'members', days: [cos] });
      await putGoing(app(), CON, self.token, { visibility: 'private', days: [cos] });
      const ours = [everyone.username, members.username, self.username];
      // Sorted: who is shown is the point here, not the order (goers who said so in the same
      // millisecond come in the order of their sign-ups, made at once).
      const seen = (answer: Awaited<ReturnType<typeof going>>) =>
        namesOn(answer, SAT)
          .filter((n) => ours.includes(n))
          .sort();
      const sorted = (...names: string[]) => names.sort();

      const visitor = await going(app(), CON);
      expect(seen(visitor)).toEqual([everyone.username]);
      const count = (answer: Awaited<ReturnType<typeof going>>) => saturday(answer).count;
      expect(count(visitor)).toBe(saturday(visitor).members.length);
      expect(seen(await going(app(), CON, viewer.token))).toEqual(
        sorted(everyone.username, members.username),
      );
      expect(seen(await going(app(), CON, self.token))).toEqual(
        sorted(everyone.username, members.username, self.username),
      );

      // A members-only profile is not shown to visitors, an unlisted one to no one else.
      await setPrivacy(app(), everyone.userId, { visibility: 'members' });
      expect(seen(await going(app(), CON))).toEqual([]);
      await setPrivacy(app(), members.userId, { listed: false });
      expect(seen(await going(app(), CON, viewer.token))).toEqual([everyone.username]);
      expect(seen(await going(app(), CON, members.token))).toContain(members.username);
    });

    it('hides suspended and leaving members', async () => {
      await setConDates(app(), CON, FRI, SUN);
      const [a, viewer] = await Promise.all([member(), member()]);
      await putGoing(app(), CON, a.token, { visibility: 'public', days: [{ day: SAT }] });
      expect(namesOn(await going(app(), CON, viewer.token), SAT)).toContain(a.username);
      await setStatus(app(), a.userId, 'suspended');
      expect(namesOn(await going(app(), CON, viewer.token), SAT)).not.toContain(a.username);
      expect(namesOn(await going(app(), CON), SAT)).not.toContain(a.username);
      await setStatus(app(), a.userId, 'active');
      expect(namesOn(await going(app(), CON), SAT)).toContain(a.username);
    });

    it('counts series per day, trimmed and case-insensitively', async () => {
      await setConDates(app(), 'naka-kon', FRI, SUN);
      const ms = await Promise.all([member(), member(), member(), member(), member()]);
      const series = ['genshin impact', 'Genshin Impact ', 'GENSHIN impact', 'Bleach', ''];
      for (const [i, m] of ms.entries())
        await putGoing(app(), 'naka-kon', m.token, {
          visibility: 'public',
          days: [{ day: SAT, series: series[i] }],
        });
      const sat = saturday(await going(app(), 'naka-kon', ms[0]!.token));
      expect(sat.count).toBe(5);
      expect(sat.series).toEqual([
        // One spelling each: the one with the most capitalised words names the group.
        { series: 'Genshin Impact', count: 3 },
        { series: 'Bleach', count: 1 },
      ]);
    });

    it('keeps the last of concurrent saves whole', async () => {
      await setConDates(app(), CON, FRI, SUN);
      const m = await member();
      const choices = [[FRI], [SAT], [SUN], [FRI, SAT], [SAT, SUN], [FRI, SUN], [], [FRI, SAT, SUN]];
      const answers = await Promise.all([
        ...choices.map((days) => putGoing(app(), CON, m.token, { days: days.map((day) => ({ day })) })),
        deleteGoing(app(), CON, m.token),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      const mine = (await going(app(), CON, m.token)).mine;
      const days = mine?.days.map((d) => d.day) ?? [];
      expect([...choices.filter((c) => c.length > 0), []]).toContainEqual(days);
    });

    it('puts the member’s cons in their export', async () => {
      await setConDates(app(), CON, FRI, SUN);
      const m = await member();
      await putGoing(app(), CON, m.token, {
        visibility: 'private',
        days: [{ day: SAT, character: 'Nahida' }],
      });
      const res = await app().inject({ url: '/api/me/export', headers: bearer(m.token) });
      expect(res.statusCode).toBe(200);
      const exported = JSON.parse((await unzip(res.rawPayload)).get('con-going.json')!.toString('utf8'));
      expect(exported).toEqual([
        {
          convention: 'Gen Con',
          slug: CON,
          visibility: 'private',
          days: [{ day: SAT, character: 'Nahida', series: '' }],
          updatedAt: new Date(clock.now).toISOString(),
        },
      ]);
    });

    it('hides a leaving member at once and erases their days with the account', async () => {
      await setConDates(app(), CON, FRI, SUN);
      const m = await member();
      await putGoing(app(), CON, m.token, { visibility: 'public', days: [{ day: SAT }] });
      const { db } = app().deps.database;
      const left = async (table: 'con_attendance' | 'con_attendance_days') =>
        (await db.selectFrom(table).select('user_id').where('user_id', '=', m.userId).execute()).length;
      expect([await left('con_attendance'), await left('con_attendance_days')]).toEqual([1, 1]);
      const removed = await app().inject({
        method: 'DELETE',
        url: `/api/users/${m.userId}`,
        payload: { password: m.password },
        headers: bearer(m.token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(namesOn(await going(app(), CON), SAT)).not.toContain(m.username);
      await app().deps.jobs.runDue();
      clock.now += 31 * DAY;
      await app().deps.jobs.runDue();
      expect([await left('con_attendance'), await left('con_attendance_days')]).toEqual([0, 0]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false, mailer: { send: async () => {} } } },
);
