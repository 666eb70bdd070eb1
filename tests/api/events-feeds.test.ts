import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { cancelEvent, createEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

const clock = { now: Date.parse('2026-01-05T12:00:00Z') };

/** A feed parsed back as a calendar app would: its zones registered, its events by UID. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = new Map(
    calendar.getAllSubcomponents('vevent').map((c) => {
      const event = new ICAL.Event(c);
      return [event.uid, event] as const;
    }),
  );
  return { zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))), events };
}

describeEachDatabase(
  'calendar feeds (iCalendar with VTIMEZONE)',
  (ctx) => {
    const app = () => ctx().app;
    const uid = (id: number) => `event-${id}@${new URL(ctx().config.publicUrl).host}`;
    const feedUrl = async (token: string, method: 'GET' | 'POST' = 'GET') => {
      const res = await app().inject({ method, url: '/api/me/calendar-feed', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().url as string;
    };
    /** The path of an absolute feed address, for inject. */
    const path = (url: string) => new URL(url).pathname;

    it('the public feed: Chicago times with TZID across the March change, VTIMEZONE, UID, URL, place', async () => {
      const host = await signUp(app());
      const weekly = ['2026-03-01T16:00:00Z', '2026-03-08T15:00:00Z', '2026-03-15T15:00:00Z'];
      const ids = [];
      for (const startsAt of weekly) {
        const endsAt = new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString();
        ids.push(
          await createEvent(app(), host.token, {
            startsAt,
            endsAt,
            title: 'Sunday shoot',
            url: 'https://example.org/s',
          }),
        );
      }
      const members = await createEvent(app(), host.token, { title: 'Members only', visibility: 'members' });
      const res = await app().inject({ url: '/api/events.ics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const feed = parseFeed(res.body);
      expect(feed.zones).toContain('America/Chicago');
      expect(feed.events.has(uid(members))).toBe(false);
      expect(res.body).not.toContain('Members only');
      expect(res.body).toContain(`DTSTART;TZID=America/Chicago:20260308T100000`);
      for (const [i, id] of ids.entries()) {
        const event = feed.events.get(uid(id))!;
        expect(event, `event ${id}`).toBeDefined();
        expect(event.startDate.zone?.tzid).toBe('America/Chicago');
        expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 0]);
        expect(event.startDate.toJSDate().toISOString()).toBe(new Date(weekly[i]!).toISOString());
        expect(event.endDate.hour).toBe(12);
        expect(event.summary).toBe('Sunday shoot');
        expect(event.location).toBe('Maker Hall, 100 Main St, Wichita, Kansas');
        expect(event.description).toContain('Bring your foam');
        expect(event.description).toContain('https://example.org/s');
        expect(event.component.getFirstPropertyValue('url')).toBe(`${ctx().config.publicUrl}/events/${id}`);
        expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
      }
    });

    it('keeps 10:00 across the November change, and marks a cancelled event CANCELLED (same UID)', async () => {
      const host = await signUp(app());
      const before = await createEvent(app(), host.token, {
        startsAt: '2026-10-25T10:00:00-05:00',
        endsAt: '2026-10-25T11:00:00-05:00',
      });
      const after = await createEvent(app(), host.token, {
        startsAt: '2026-11-01T10:00:00-06:00',
        endsAt: '2026-11-01T11:00:00-06:00',
      });
      expect((await cancelEvent(app(), after, host.token)).statusCode).toBe(200);
      const feed = parseFeed((await app().inject({ url: '/api/events.ics' })).body);
      const a = feed.events.get(uid(before))!;
      const b = feed.events.get(uid(after))!;
      expect(a.startDate.hour).toBe(10);
      expect(b.startDate.hour).toBe(10);
      expect(a.startDate.toJSDate().toISOString()).toBe('2026-10-25T15:00:00.000Z');
      expect(b.startDate.toJSDate().toISOString()).toBe('2026-11-01T16:00:00.000Z');
      expect(b.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    });

    it('one event’s file: the same event, zone and UID; 404 for what the caller may not see', async () => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, { timeZone: 'America/New_York', title: 'Con trip' });
      const res = await app().inject({ url: `/api/events/${id}.ics` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const feed = parseFeed(res.body);
      expect(feed.zones).toEqual(['America/New_York']);
      const event = feed.events.get(uid(id))!;
      expect(event.summary).toBe('Con trip');
      expect(event.startDate.zone?.tzid).toBe('America/New_York');
      // 18:00 Chicago is 19:00 New York.
      expect(event.startDate.hour).toBe(19);
      expect((await app().inject({ url: '/api/events/99999999.ics' })).statusCode).toBe(404);
      expect((await app().inject({ url: '/api/events/abc.ics' })).statusCode).toBe(400);
    });

    it('a member’s private feed lists the events they are going to, members-only ones too, nothing else', async () => {
      const host = await signUp(app());
      const member = await signUp(app());
      const going = await createEvent(app(), host.token, { title: 'Going' });
      const secret = await createEvent(app(), host.token, { title: 'Going, members', visibility: 'members' });
      const maybe = await createEvent(app(), host.token, { title: 'Maybe' });
      const no = await createEvent(app(), host.token, { title: 'No' });
      const unanswered = await createEvent(app(), host.token, { title: 'Unanswered' });
      for (const [id, status] of [
        [going, 'going'],
        [secret, 'going'],
        [maybe, 'maybe'],
        [no, 'no'],
      ] as const)
        expect((await rsvp(app(), id, member.token, { status })).statusCode).toBe(200);
      const url = await feedUrl(member.token);
      expect(url).toMatch(new RegExp(`^${ctx().config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
      expect(await feedUrl(member.token)).toBe(url);
      // No bearer token: the address is the key.
      const res = await app().inject({ url: path(url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toContain('no-store');
      const feed = parseFeed(res.body);
      expect([...feed.events.keys()].sort()).toEqual([uid(going), uid(secret)].sort());
      for (const id of [maybe, no, unanswered]) expect(feed.events.has(uid(id))).toBe(false);
      // Only its hash is stored.
      const stored = await app().deps.database.db.selectFrom('calendar_feeds').selectAll().execute();
      const secretPart = path(url).split('/').pop()!.replace('.ics', '');
      expect(JSON.stringify(stored)).not.toContain(secretPart);
    });

    it('a new address kills the old one (404); unknown secrets and visitors get nothing', async () => {
      const member = await signUp(app());
      const old = await feedUrl(member.token);
      const fresh = await feedUrl(member.token, 'POST');
      expect(fresh).not.toBe(old);
      expect(await feedUrl(member.token)).toBe(fresh);
      expect((await app().inject({ url: path(old) })).statusCode).toBe(404);
      expect((await app().inject({ url: path(fresh) })).statusCode).toBe(200);
      for (const url of [
        `/api/calendar/${'A'.repeat(43)}.ics`,
        '/api/calendar/short.ics',
        '/api/calendar/%2e%2e.ics',
      ])
        expect((await app().inject({ url })).statusCode, url).toBe(404);
      expect((await app().inject({ url: '/api/me/calendar-feed' })).statusCode).toBe(401);
      expect((await app().inject({ method: 'POST', url: '/api/me/calendar-feed' })).statusCode).toBe(401);
      // A suspended member's feed stops answering.
      await app()
        .deps.database.db.updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', member.userId)
        .execute();
      expect((await app().inject({ url: path(fresh) })).statusCode).toBe(404);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
