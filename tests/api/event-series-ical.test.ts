import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { cancelEvent, detail } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { createSeries, editScoped, occurrencesOf } from './series-helpers';

const clock = { now: Date.parse('2027-01-05T12:00:00Z') };

/**
 * A calendar file read back as a calendar app does: its zones registered, the series' main
 * VEVENT with its overrides related (RECURRENCE-ID), expanded by ical.js with EXDATE honoured.
 * Answers each occurrence's start and end as instants, with the summary it shows.
 */
function expandCalendar(text: string, uid: string, until: number) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c))
    .filter((e) => e.uid === uid);
  const main = events.find((e) => !e.isRecurrenceException());
  if (!main) throw new Error(`no main VEVENT for ${uid}`);
  for (const exception of events.filter((e) => e.isRecurrenceException())) main.relateException(exception);
  const out: { start: number; end: number; summary: string; hour: number }[] = [];
  const iterator = main.iterator();
  for (let next = iterator.next(); next && next.toJSDate().getTime() < until; next = iterator.next()) {
    const details = main.getOccurrenceDetails(next);
    out.push({
      start: details.startDate.toJSDate().getTime(),
      end: details.endDate.toJSDate().getTime(),
      summary: details.item.summary,
      hour: details.startDate.hour,
    });
  }
  return { main, out, count: events.length };
}

describeEachDatabase(
  'a series as iCalendar (RRULE, EXDATE, RECURRENCE-ID) read back with ical.js',
  (ctx) => {
    const app = () => ctx().app;
    const host = () => new URL(ctx().config.publicUrl).host;

    it('second Saturday across the March and November changes: skips absent, moves at their new time', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const member = await signUp(app());
      const first = await createSeries(
        app(),
        member.token,
        { frequency: 'monthly-weekday', count: 11 },
        { title: 'Armour night', startsAt: '2027-01-09T18:00:00-06:00', endsAt: '2027-01-09T21:00:00-06:00' },
      );
      const seriesId = (await detail(app(), first)).series!.id;
      let rows = await occurrencesOf(app(), seriesId, '2027-01-01T00:00:00Z', '2028-06-01T00:00:00Z');
      expect(rows.map((r) => r.startsAt.slice(0, 10))).toEqual([
        '2027-01-09',
        '2027-02-13',
        '2027-03-13',
        '2027-04-10',
        '2027-05-08',
        '2027-06-12',
        '2027-07-10',
        '2027-08-14',
        '2027-09-11',
        '2027-10-09',
        '2027-11-13',
      ]);
      // Skip April; move November's to 7 pm the next day; rename October's.
      expect((await cancelEvent(app(), rows[3]!.id, member.token)).statusCode).toBe(200);
      const moved = await editScoped(app(), rows[10]!.id, member.token, 'this', {
        title: 'Armour night',
        startsAt: '2027-11-14T19:00:00-06:00',
        endsAt: '2027-11-14T22:00:00-06:00',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const renamed = await editScoped(app(), rows[9]!.id, member.token, 'this', {
        title: 'Armour night: helmets',
        startsAt: rows[9]!.startsAt,
        endsAt: rows[9]!.endsAt,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      rows = await occurrencesOf(app(), seriesId, '2027-01-01T00:00:00Z', '2028-06-01T00:00:00Z');

      for (const path of [`/api/events/${first}.ics`, '/api/events.ics']) {
        const res = await app().inject({ url: path });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('DTSTART;TZID=America/Chicago:20270109T180000');
        expect(res.body).toMatch(/RRULE:FREQ=MONTHLY;COUNT=11;BYDAY=SA;BYSETPOS=2/);
        expect(res.body).toContain('EXDATE;TZID=America/Chicago:20270410T180000');
        expect(res.body).toContain('RECURRENCE-ID;TZID=America/Chicago:20271113T180000');
        expect(res.body).toContain('BEGIN:VTIMEZONE');
        const { out, count } = expandCalendar(
          res.body,
          `series-${seriesId}@${host()}`,
          Date.parse('2030-01-01'),
        );
        expect(count).toBe(3);
        const site = rows.filter((r) => r.cancelledAt === null);
        expect(out.map((o) => new Date(o.start).toISOString())).toEqual(
          site.map((r) => new Date(Date.parse(r.startsAt)).toISOString()),
        );
        expect(out.map((o) => o.end)).toEqual(site.map((r) => Date.parse(r.endsAt)));
        expect(out.map((o) => o.summary)).toEqual(site.map((r) => r.title));
        // 6 pm on the wall clock all year; the UTC instant moves with DST (midnight UTC in winter).
        expect(out.map((o) => o.hour)).toEqual([18, 18, 18, 18, 18, 18, 18, 18, 18, 19]);
        expect(new Date(out[1]!.start).toISOString()).toBe('2027-02-14T00:00:00.000Z');
        expect(new Date(out[2]!.start).toISOString()).toBe('2027-03-14T00:00:00.000Z');
        expect(new Date(out[3]!.start).toISOString()).toBe('2027-05-08T23:00:00.000Z');
        expect(new Date(out.at(-1)!.start).toISOString()).toBe('2027-11-15T01:00:00.000Z');
      }
    });

    it('a weekly series made in Berlin, read in Chicago: the same instants, Berlin’s 10:00 kept', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const member = await signUp(app());
      const first = await createSeries(
        app(),
        member.token,
        { frequency: 'weekly', until: '2027-04-08' },
        {
          title: 'Stammtisch',
          timeZone: 'Europe/Berlin',
          startsAt: '2027-03-04T10:00:00+01:00',
          endsAt: '2027-03-04T11:00:00+01:00',
        },
      );
      const seriesId = (await detail(app(), first)).series!.id;
      const rows = await occurrencesOf(app(), seriesId, '2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z');
      expect(rows.map((r) => r.startsAt.slice(11))).toEqual([
        '10:00:00+01:00',
        '10:00:00+01:00',
        '10:00:00+01:00',
        '10:00:00+01:00',
        '10:00:00+02:00',
        '10:00:00+02:00',
      ]);
      const res = await app().inject({ url: `/api/events/${first}.ics` });
      // UNTIL is the last moment of the last day in Berlin, in UTC.
      expect(res.body).toContain('UNTIL=20270408T215959Z');
      const { out } = expandCalendar(res.body, `series-${seriesId}@${host()}`, Date.parse('2030-01-01'));
      expect(out.map((o) => o.start)).toEqual(rows.map((r) => Date.parse(r.startsAt)));
      const chicago = out.map((o) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/Chicago',
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(o.start),
      );
      // Chicago changes on March 14, Berlin on March 28.
      expect(chicago).toEqual(['03', '03', '04', '04', '03', '03']);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
