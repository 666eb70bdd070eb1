import { expect, it } from 'vitest';
import { extendSeriesWindows } from '../../src/server/features/events/series-extend';
import { SERIES_MESSAGES } from '../../src/shared/api/event-series';
import { wallTime } from '../../src/shared/time/zoned';
import { cancelEvent, detail, listEvents, postEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { createSeries, editScoped, occurrencesOf } from './series-helpers';

const DAY = 86_400_000;
const clock = { now: Date.parse('2027-01-05T12:00:00Z') };
const FROM = '2027-01-01T00:00:00Z';
const TO = '2029-01-01T00:00:00Z';
const local = (iso: string) => {
  const w = wallTime(Date.parse(iso), 'America/Chicago');
  return `${w.month}/${w.day} ${w.hour}:${String(w.minute).padStart(2, '0')}`;
};
const thursday = { startsAt: '2027-01-07T19:00:00-06:00', endsAt: '2027-01-07T21:00:00-06:00' };

describeEachDatabase(
  'recurring events (series of events)',
  (ctx) => {
    const app = () => ctx().app;

    it('makes the occurrences a year ahead and no further, at 7 pm across both DST changes', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const host = await signUp(app());
      const first = await createSeries(
        app(),
        host.token,
        { until: '2028-12-31' },
        { ...thursday, title: 'Weekly sewing' },
      );
      const seriesId = (await detail(app(), first)).series!.id;
      const rows = await occurrencesOf(app(), seriesId, FROM, TO);
      const horizon = clock.now + 365 * DAY;
      expect(rows.length).toBe(52);
      expect(Date.parse(rows.at(-1)!.startsAt)).toBeLessThan(horizon);
      expect(Date.parse(rows.at(-1)!.startsAt) + 7 * DAY).toBeGreaterThanOrEqual(horizon);
      expect(new Set(rows.map((r) => local(r.startsAt).split(' ')[1]))).toEqual(new Set(['19:00']));
      const offsets = new Set(rows.map((r) => r.startsAt.slice(-6)));
      expect(offsets).toEqual(new Set(['-06:00', '-05:00']));
      expect(rows[0]!.series).toMatchObject({
        frequency: 'weekly',
        untilDate: '2028-12-31',
        detached: false,
      });
      // The upcoming list shows the series once: its next date.
      const { page } = await listEvents(app(), '?limit=100');
      expect(page.events.filter((e) => e.series?.id === seriesId).map((e) => e.id)).toEqual([first]);
      // The page lists the next few dates.
      expect((await detail(app(), first)).seriesNext?.length).toBe(6);
    });

    it('the sweep moves the window on; thirty extenders at once make each occurrence once', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const host = await signUp(app());
      const first = await createSeries(app(), host.token, { count: 200 }, thursday);
      const seriesId = (await detail(app(), first)).series!.id;
      expect(await occurrencesOf(app(), seriesId, FROM, TO)).toHaveLength(52);
      clock.now += 30 * DAY;
      await Promise.all(Array.from({ length: 30 }, () => extendSeriesWindows(app().deps)));
      const rows = await occurrencesOf(app(), seriesId, FROM, TO);
      expect(rows).toHaveLength(57);
      expect(new Set(rows.map((r) => r.series!.recurrenceId)).size).toBe(57);
      expect(await extendSeriesWindows(app().deps)).toBe(0);
    });

    it('skip one, move one, change one; the whole series changes the rest only', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const host = await signUp(app());
      const first = await createSeries(
        app(),
        host.token,
        { count: 10 },
        { ...thursday, title: 'Build night' },
      );
      const seriesId = (await detail(app(), first)).series!.id;
      const [, skip, move, change] = await occurrencesOf(app(), seriesId, FROM, TO);
      expect((await cancelEvent(app(), skip!.id, host.token)).statusCode).toBe(200);
      const moved = await editScoped(app(), move!.id, host.token, 'this', {
        startsAt: '2027-01-22T18:00:00-06:00',
        endsAt: '2027-01-22T20:00:00-06:00',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().series).toMatchObject({
        detached: true,
        recurrenceId: '2027-01-21T19:00:00-06:00',
      });
      const changed = await editScoped(app(), change!.id, host.token, 'this', {
        ...thursday,
        startsAt: change!.startsAt,
        endsAt: change!.endsAt,
        title: 'Build night: armour',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // The whole series: a new title and 6 pm, from its first occurrence (none is over yet).
      const whole = await editScoped(app(), first, host.token, 'series', {
        title: 'Build night (new hall)',
        startsAt: '2027-01-07T18:00:00-06:00',
        endsAt: '2027-01-07T20:00:00-06:00',
        repeat: { frequency: 'weekly', count: 10, until: null },
      });
      expect(whole.statusCode, whole.body).toBe(200);
      const rows = await occurrencesOf(app(), seriesId, FROM, TO);
      expect(rows).toHaveLength(10);
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(skip!.id)!.cancelledAt).not.toBeNull();
      expect(local(byId.get(move!.id)!.startsAt)).toBe('1/22 18:00');
      expect(byId.get(change!.id)!.title).toBe('Build night: armour');
      expect(local(byId.get(change!.id)!.startsAt)).toBe('1/28 19:00');
      const rest = rows.filter((r) => ![skip!.id, move!.id, change!.id].includes(r.id));
      expect(new Set(rest.map((r) => r.title))).toEqual(new Set(['Build night (new hall)']));
      expect(new Set(rest.map((r) => local(r.startsAt).split(' ')[1]))).toEqual(new Set(['18:00']));
    });

    it('this and following: the series splits there, later occurrences keep their RSVPs', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const host = await signUp(app());
      const ada = await signUp(app());
      const first = await createSeries(app(), host.token, { count: 8 }, thursday);
      const oldSeries = (await detail(app(), first)).series!.id;
      const rows = await occurrencesOf(app(), oldSeries, FROM, TO);
      const later = rows[5]!;
      expect((await rsvp(app(), later.id, ada.token, { status: 'going' })).statusCode).toBe(200);
      const split = await editScoped(app(), rows[3]!.id, host.token, 'following', {
        title: 'Late build night',
        startsAt: '2027-01-28T20:00:00-06:00',
        endsAt: '2027-01-28T22:00:00-06:00',
        repeat: { frequency: 'weekly', count: 5, until: null },
      });
      expect(split.statusCode, split.body).toBe(200);
      const newSeries = split.json().series.id as number;
      expect(newSeries).not.toBe(oldSeries);
      const before = await occurrencesOf(app(), oldSeries, FROM, TO);
      expect(before.map((r) => r.id)).toEqual(rows.slice(0, 3).map((r) => r.id));
      expect(before[0]!.series).toMatchObject({ untilDate: '2027-01-27', count: null });
      const after = await occurrencesOf(app(), newSeries, FROM, TO);
      expect(after.map((r) => r.id)).toEqual(rows.slice(3).map((r) => r.id));
      expect(after.map((r) => local(r.startsAt))).toEqual([
        '1/28 20:00',
        '2/4 20:00',
        '2/11 20:00',
        '2/18 20:00',
        '2/25 20:00',
      ]);
      const kept = await detail(app(), later.id, ada.token);
      expect(kept.myRsvp?.status).toBe('going');
      expect(kept.title).toBe('Late build night');
    });

    it('a whole-series edit once dates are over: those stay, the count still counts them', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const host = await signUp(app());
      const first = await createSeries(
        app(),
        host.token,
        { count: 6 },
        { ...thursday, title: 'Sewing circle' },
      );
      const oldSeries = (await detail(app(), first)).series!.id;
      clock.now = Date.parse('2027-01-20T12:00:00Z');
      const rows = await occurrencesOf(app(), oldSeries, FROM, TO);
      const res = await editScoped(app(), rows[2]!.id, host.token, 'series', {
        title: 'Sewing circle (upstairs)',
        startsAt: rows[2]!.startsAt,
        endsAt: rows[2]!.endsAt,
        repeat: { frequency: 'weekly', count: 6, until: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      const newSeries = res.json().series.id as number;
      const past = await occurrencesOf(app(), oldSeries, FROM, TO);
      const coming = await occurrencesOf(app(), newSeries, FROM, TO);
      expect(past.map((r) => r.title)).toEqual(['Sewing circle', 'Sewing circle']);
      expect(coming.map((r) => r.id)).toEqual(rows.slice(2).map((r) => r.id));
      expect(new Set(coming.map((r) => r.title))).toEqual(new Set(['Sewing circle (upstairs)']));
      clock.now = Date.parse('2027-01-05T12:00:00Z');
    });

    it('refuses a series without an end, in an unknown zone, too long or on a fifth weekday (400)', async () => {
      clock.now = Date.parse('2027-01-05T12:00:00Z');
      const host = await signUp(app());
      const post = (repeat: unknown, extra: Record<string, unknown> = {}) =>
        postEvent(app(), host.token, { ...thursday, ...extra, repeat: repeat as never });
      const noEnd = await post({ frequency: 'weekly' });
      expect(noEnd.statusCode).toBe(400);
      expect(noEnd.json().message).toContain(SERIES_MESSAGES.needsEnd);
      expect((await post({ frequency: 'weekly', count: 3, until: '2027-03-01' })).statusCode).toBe(400);
      expect((await post({ frequency: 'weekly', count: 3 }, { timeZone: 'Mars/Olympus' })).statusCode).toBe(
        400,
      );
      const many = await post({ frequency: 'weekly', count: 261 });
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toContain(SERIES_MESSAGES.tooMany);
      const far = await post({ frequency: 'weekly', until: '2040-01-01' });
      expect(far.json().message).toBe(SERIES_MESSAGES.tooFar);
      const fifth = await post(
        { frequency: 'monthly-weekday', count: 3 },
        { startsAt: '2027-01-29T19:00:00-06:00', endsAt: '2027-01-29T21:00:00-06:00' },
      );
      expect(fifth.json().message).toBe(SERIES_MESSAGES.fifthWeekday);
      const notOne = await app().inject({
        method: 'PUT',
        url: `/api/events/${(await detail(app(), await createSeries(app(), host.token, { count: 2 }, thursday))).id}?scope=nonsense`,
        headers: bearer(host.token),
        payload: {},
      });
      expect(notOne.statusCode).toBe(400);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
