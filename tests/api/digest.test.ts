import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { queueDueDigests } from '../../src/server/features/notifications/digest-schedule';
import type { EventRequest } from '../../src/shared/api/events';
import { chooseDigest, digestMember, digestWorld } from './digest-helpers';
import { cancelEvent, createEvent, putEvent, rsvp, setPrivacy, setStatus } from './event-helpers';
import { bearer, describeEachDatabase, GOOD_PASSWORD, signUp } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Monday 2 March 2026, 9:00 in Chicago (CST): this week's digests have begun.
const START = '2026-03-02T15:00:00Z';
const { clock, mailer, digestsTo } = digestWorld(START);
/** 8:30 in Chicago on a date (CDT from 8 March 2026). */
const chicagoMorning = (date: string) => Date.parse(`${date}T13:30:00Z`);

describeEachDatabase(
  'the email digest: what it holds, how often, once',
  (ctx) => {
    const app = () => ctx().app;
    const run = async () => {
      await queueDueDigests(app().deps);
      await app().deps.jobs.runDue();
    };
    const at = (offsetMs: number) => new Date(clock.now + offsetMs).toISOString();
    /** An event `days` ahead (to be within two weeks of the digest that shows it). */
    const event = async (token: string, fields: Partial<EventRequest>, days = 3) =>
      createEvent(app(), token, { startsAt: at(days * DAY), endsAt: at(days * DAY + 2 * HOUR), ...fields });

    it('answers the choice, weekly until chosen; 401 without a session, 400 with a message', async () => {
      const m = await signUp(app());
      const read = await app().inject({ url: '/api/me/digest', headers: bearer(m.token) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toEqual({ frequency: 'weekly' });
      const chosen = await chooseDigest(app(), m.token, 'daily');
      expect([chosen.statusCode, chosen.json()]).toEqual([200, { frequency: 'daily' }]);
      expect((await app().inject({ url: '/api/me/digest', headers: bearer(m.token) })).json()).toEqual({
        frequency: 'daily',
      });
      const bad = await chooseDigest(app(), m.token, 'hourly');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Choose weekly, daily or off/);
      expect((await app().inject({ url: '/api/me/digest' })).statusCode).toBe(401);
      expect(
        (await app().inject({ method: 'PUT', url: '/api/me/digest', payload: { frequency: 'off' } }))
          .statusCode,
      ).toBe(401);
    });

    it('holds the events ahead in the member’s states, newcomers there, and their news with email on', async () => {
      clock.now = Date.parse(START); // each database's suite runs the same weeks
      const reader = await digestMember(app(), 'Kansas');
      clock.now += 60_000; // what follows happens after they joined
      const host = await digestMember(app(), 'Iowa', { frequency: 'off' });
      // A week before the digest: these are 3 to 4 days ahead of it, the far one 18.
      const shown = await event(host.token, { title: 'Foam & "Glue" <night>' }, 10);
      const membersOnly = await event(host.token, { title: 'Members sew-in', visibility: 'members' }, 10);
      await event(host.token, { title: 'Iowa meetup', state: 'Iowa' }, 10);
      await event(host.token, { title: 'Far ahead' }, 25);
      const cancelled = await event(host.token, { title: 'Called off' }, 10);
      expect((await cancelEvent(app(), cancelled, host.token)).statusCode).toBe(200);
      // Their news: the event they go to changed (email on by default); someone going to theirs (off).
      expect((await rsvp(app(), shown, reader.token, { status: 'going' })).statusCode).toBe(200);
      const readersOwn = await event(reader.token, { title: 'Reader’s own', state: 'Iowa' }, 20);
      expect((await rsvp(app(), readersOwn, host.token, { status: 'going' })).statusCode).toBe(200);
      const moved = { title: 'Foam & "Glue" <night>', startsAt: at(11 * DAY), endsAt: at(11 * DAY + HOUR) };
      expect((await putEvent(app(), shown, host.token, moved)).statusCode).toBe(200);
      // Newcomers in Kansas: listed ones only.
      const newcomer = await digestMember(app(), 'Kansas', { firstname: 'Bea', frequency: 'off' });
      const unlisted = await digestMember(app(), 'Kansas', { firstname: 'Hidden', frequency: 'off' });
      await setPrivacy(app(), unlisted.userId, { listed: false });
      await digestMember(app(), 'Iowa', { firstname: 'Elsewhere', frequency: 'off' });
      await app().deps.jobs.runDue();

      // Not this week: they joined in it. Next Monday morning in Chicago, one digest.
      await run();
      expect(digestsTo(reader.email)).toEqual([]);
      clock.now = chicagoMorning('2026-03-09');
      await run();
      const mails = digestsTo(reader.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const url = ctx().config.publicUrl;
      expect(mail!.subject).toMatch(/: your weekly digest$/);
      expect(mail!.text).toContain(`${url}/events/${shown}`);
      expect(mail!.text).toContain('Members sew-in');
      expect(mail!.text).toContain(`${url}/events/${membersOnly}`);
      expect(mail!.text).toContain(`${url}/public/${newcomer.username}`);
      expect(mail!.text).toContain('Foam & "Glue" <night> moved to');
      for (const absent of ['Iowa meetup', 'Far ahead', 'Called off', 'Hidden', 'Elsewhere', 'is going to'])
        expect(mail!.text).not.toContain(absent);
      expect(mail!.html).toContain('Foam &#38; &#34;Glue&#34; &#60;night&#62;');
      expect(mail!.html).not.toContain('<night>');
      expect(mail!.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          new RegExp(`^<${url}/api/digest/unsubscribe\\?token=[^>]+>$`),
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // Nothing more this week, however often the hour runs.
      clock.now += 2 * DAY;
      await run();
      expect(digestsTo(reader.email)).toHaveLength(1);

      // With email on for "someone is going", the next week says so too; read news is left out.
      const on = await app().inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        payload: { type: 'event-rsvp', channel: 'email', enabled: true },
        headers: bearer(reader.token),
      });
      expect(on.statusCode).toBe(200);
      const third = await signUp(app());
      expect((await rsvp(app(), readersOwn, third.token, { status: 'going' })).statusCode).toBe(200);
      await app().deps.jobs.runDue();
      clock.now = chicagoMorning('2026-03-16');
      await run();
      const next = digestsTo(reader.email)[1];
      expect(next?.text).toMatch(/are going to Reader’s own/);
    });

    it('daily every morning, weekly on Mondays, off never, and nothing when there is nothing to tell', async () => {
      clock.now = chicagoMorning('2026-03-17'); // a Tuesday
      const host = await digestMember(app(), 'Iowa', { frequency: 'off' });
      const daily = await digestMember(app(), 'Nebraska', { frequency: 'daily' });
      const weekly = await digestMember(app(), 'Nebraska', { frequency: 'weekly' });
      const off = await digestMember(app(), 'Nebraska', { frequency: 'off' });
      const quiet = await digestMember(app(), 'North Dakota', { frequency: 'daily' });
      await event(host.token, { title: 'Nebraska build', state: 'Nebraska' });
      await event(host.token, { title: 'Later build', state: 'Nebraska' }, 8);
      const counts = () => [daily, weekly, off, quiet].map((m) => digestsTo(m.email).length);
      await run();
      expect(counts()).toEqual([0, 0, 0, 0]);
      // 7:30 the next day is still yesterday's digest day; 8:30 is a new one.
      clock.now = chicagoMorning('2026-03-18') - HOUR;
      await run();
      expect(counts()).toEqual([0, 0, 0, 0]);
      clock.now += HOUR;
      await run();
      expect(counts()).toEqual([1, 0, 0, 0]);
      clock.now += 2 * HOUR;
      await run();
      expect(counts()).toEqual([1, 0, 0, 0]);
      // A missed morning catches up later that day.
      clock.now = chicagoMorning('2026-03-19') + 9 * HOUR;
      await run();
      expect(counts()).toEqual([2, 0, 0, 0]);
      clock.now = chicagoMorning('2026-03-23'); // Monday
      await run();
      expect(counts()).toEqual([3, 1, 0, 0]);
      expect(digestsTo(daily.email)[0]!.subject).toMatch(/your daily digest$/);
      expect(digestsTo(weekly.email)[0]!.text).toContain('Later build');
    });

    it('exactly once when runs meet, in one instance and in two', async () => {
      clock.now = chicagoMorning('2026-03-24');
      const host = await digestMember(app(), 'Iowa', { frequency: 'off' });
      const members = await Promise.all(
        Array.from({ length: 5 }, () => digestMember(app(), 'Missouri', { frequency: 'daily' })),
      );
      await event(host.token, { title: 'Missouri meetup', state: 'Missouri' });
      clock.now = chicagoMorning('2026-03-25');
      const second = await buildApp(ctx().config, { now: () => clock.now, jobTimer: false, mailer });
      try {
        // SQLite: one writer at a time per file, so the second instance runs right after.
        if (ctx().kind === 'postgres')
          await Promise.all([
            queueDueDigests(app().deps),
            queueDueDigests(second.deps),
            queueDueDigests(app().deps),
            queueDueDigests(second.deps),
          ]);
        else {
          await Promise.all([queueDueDigests(app().deps), queueDueDigests(app().deps)]);
          await queueDueDigests(second.deps);
        }
        if (ctx().kind === 'postgres')
          await Promise.all([app().deps.jobs.runDue(), second.deps.jobs.runDue()]);
        else for (const deps of [app().deps, second.deps]) await deps.jobs.runDue();
      } finally {
        await second.close();
      }
      for (const m of members) expect(digestsTo(m.email), m.username).toHaveLength(1);
    });

    it('none for suspended, deleted or unconfirmed members; the choice goes at once with the account', async () => {
      clock.now = chicagoMorning('2026-03-26');
      const host = await digestMember(app(), 'Iowa', { frequency: 'off' });
      const suspended = await digestMember(app(), 'Ohio', { frequency: 'daily' });
      const deleted = await digestMember(app(), 'Ohio', { frequency: 'daily' });
      const unconfirmed = await digestMember(app(), 'Ohio', { frequency: 'daily' });
      const fine = await digestMember(app(), 'Ohio', { frequency: 'daily' });
      await app()
        .deps.database.db.updateTable('users')
        .set({ recoveryemail_verified_at: null })
        .where('id', '=', unconfirmed.userId)
        .execute();
      await event(host.token, { title: 'Ohio build', state: 'Ohio' });
      await setStatus(app(), suspended.userId, 'suspended');
      const gone = await app().inject({
        method: 'DELETE',
        url: `/api/users/${deleted.userId}`,
        payload: { password: GOOD_PASSWORD },
        headers: bearer(deleted.token),
      });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await app().deps.digests.find(deleted.userId)).toBeUndefined();
      // Ohio is Eastern: 8:30 there is 7:30 in Chicago.
      clock.now = chicagoMorning('2026-03-27') - HOUR;
      await run();
      expect([suspended, deleted, unconfirmed, fine].map((m) => digestsTo(m.email).length)).toEqual([
        0, 0, 0, 1,
      ]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false, mailer } },
);
