import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { eventPlace, eventsCalendar } from '../../src/server/features/events/ical';
import { createEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

const clock = { now: Date.parse('2026-01-05T12:00:00Z') };

// Calendar apps read NAME (RFC 7986) and X-WR-CALNAME as text; ical.js would keep them raw.
for (const name of ['name', 'x-wr-calname']) ICAL.design.icalendar.property[name] = { defaultType: 'text' };

/** What a member can type to break out of a property: every line break, and iCalendar's escapes. */
const NASTY = 'a;b,c\\d\re\nf\r\ng\\n\\,';
/** A whole forged event, as a title would carry it. */
const FORGED =
  'Build night\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:Forged\r\nEND:VEVENT\r\nX-A:1';
/** iCalendar has one line break in text (`\n`): CRLF and a lone CR come back as LF. */
const asRead = (text: string) => text.replace(/\r\n?/g, '\n');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

/** RFC 5545: lines end with CRLF and take at most 75 octets; no bare CR or LF anywhere. */
function expectWellFormed(text: string) {
  const lines = text.split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
}

describeEachDatabase(
  'iCalendar files: every text a member sets is escaped and folded',
  (ctx) => {
    const app = () => ctx().app;
    const fields = {
      title: FORGED,
      venue: `Venue ${NASTY}`,
      address: `Address ${NASTY}`,
      city: `City ${NASTY}`,
      url: 'https://example.org/a;b,c\\d',
      // Long, with multi-byte letters, so that lines fold inside them.
      description: `Description ${NASTY} ${'Zoë 山田 🧵 '.repeat(40)}end`,
    };
    const link = (id: number) => `${ctx().config.publicUrl}/events/${id}`;
    const expectSameEvent = (event: ICAL.Event, id: number) => {
      expect(event.summary).toBe(asRead(fields.title));
      expect(event.location).toBe(asRead(eventPlace({ ...fields, state: 'Kansas' })));
      expect(event.description).toBe(asRead([fields.description, fields.url, link(id)].join('\n\n')));
    };

    it('the file of one event holds exactly that event, its texts and its name read back unchanged', async () => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, { ...fields, state: 'Kansas' });
      const res = await app().inject({ url: `/api/events/${id}.ics` });
      expect(res.statusCode).toBe(200);
      expectWellFormed(res.body);
      const { calendar, events } = parse(res.body);
      expect(events).toHaveLength(1);
      expectSameEvent(events[0]!, id);
      expect(calendar.getFirstPropertyValue('name')).toBe(asRead(FORGED));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(asRead(FORGED));
      expect(res.body).not.toMatch(/^UID:forged/m);
    });

    it('the public feed and a member’s private feed hold the event once, unchanged, and no forged one', async () => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, { ...fields, state: 'Kansas' });
      expect((await rsvp(app(), id, host.token, { status: 'going' })).statusCode).toBe(200);
      const feed = await app().inject({ url: '/api/me/calendar-feed', headers: bearer(host.token) });
      const privateFeed = await app().inject({ url: new URL(feed.json().url).pathname });
      for (const res of [await app().inject({ url: '/api/events.ics' }), privateFeed]) {
        expect(res.statusCode).toBe(200);
        expectWellFormed(res.body);
        const { events } = parse(res.body);
        expect(events.map((e) => e.summary)).not.toContain('Forged');
        const mine = events.filter((e) => e.uid === `event-${id}@${new URL(ctx().config.publicUrl).host}`);
        expect(mine).toHaveLength(1);
        expectSameEvent(mine[0]!, id);
      }
    });

    it('escapes the calendar’s own texts too (its name and the club name in PRODID)', async () => {
      const host = await signUp(app());
      await createEvent(app(), host.token, { title: 'Plain' });
      const { rows } = await app().deps.events.list({
        viewer: 'anonymous',
        memberId: null,
        now: clock.now,
        from: 0,
        offset: 0,
        limit: 1,
      });
      const text = await eventsCalendar(rows, {
        name: `Name ${NASTY}\r\nBEGIN:VEVENT`,
        clubName: `Club ${NASTY}`,
        publicUrl: ctx().config.publicUrl,
        now: clock.now,
      });
      expectWellFormed(text);
      const { calendar, events } = parse(text);
      expect(events).toHaveLength(1);
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(asRead(`Name ${NASTY}\r\nBEGIN:VEVENT`));
      expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//${asRead(`Club ${NASTY}`)}//Events//EN`);
    });
  },
  { build: { now: () => clock.now } },
);
