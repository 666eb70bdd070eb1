import { expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../src/shared/api/events';
import { createEvent, detail, listEvents, postEvent, putEvent } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';

/** Before every event of the suite: they are all upcoming. */
const clock = { now: Date.parse('2026-01-05T12:00:00Z') };
const WEEK = 7 * 86_400_000;

describeEachDatabase(
  'event times: instants in the database, the event zone’s offset in the API',
  (ctx) => {
    const app = () => ctx().app;

    it('a weekly 10:00 Chicago event keeps 10:00 across the March change and gets -06:00, then -05:00', async () => {
      const host = await signUp(app());
      // Sundays at 10:00 in Chicago; DST starts on 8 March 2026 at 02:00.
      const instants = [
        '2026-02-22T16:00:00Z',
        '2026-03-01T16:00:00Z',
        '2026-03-08T15:00:00Z',
        '2026-03-15T15:00:00Z',
      ];
      const expected = [
        '2026-02-22T10:00:00-06:00',
        '2026-03-01T10:00:00-06:00',
        '2026-03-08T10:00:00-05:00',
        '2026-03-15T10:00:00-05:00',
      ];
      for (const [i, startsAt] of instants.entries()) {
        const endsAt = new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString();
        const id = await createEvent(app(), host.token, { title: `Weekly ${i}`, startsAt, endsAt });
        const event = await detail(app(), id);
        expect(event.startsAt).toBe(expected[i]);
        expect(event.endsAt).toBe(expected[i]!.replace('T10:', 'T12:'));
      }
    });

    it('and across the November change: -05:00, then -06:00, 10:00 all along', async () => {
      const host = await signUp(app());
      // DST ends on 1 November 2026 at 02:00; the member types 10:00 with the offset of that day.
      const local = ['2026-10-25T10:00:00-05:00', '2026-11-01T10:00:00-06:00', '2026-11-08T10:00:00-06:00'];
      const ids = [];
      for (const startsAt of local) {
        const endsAt = startsAt.replace('T10:', 'T11:');
        ids.push(await createEvent(app(), host.token, { startsAt, endsAt, state: 'South Dakota' }));
      }
      for (const [i, id] of ids.entries()) expect((await detail(app(), id)).startsAt).toBe(local[i]);
      // A week apart on the wall clock, but one of those weeks is an hour longer.
      const rows = await app()
        .deps.database.db.selectFrom('events')
        .select('starts_at')
        .where('id', 'in', ids)
        .orderBy('starts_at')
        .execute();
      const starts = rows.map((r) => Number(r.starts_at));
      expect(starts[1]! - starts[0]!).toBe(WEEK + 3_600_000);
      expect(starts[2]! - starts[1]!).toBe(WEEK);
      expect(starts[0]).toBe(Date.parse('2026-10-25T15:00:00Z'));
    });

    it('stores the instant whatever offset it is sent with, and answers in the event’s zone', async () => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, {
        startsAt: '2026-03-08T17:00:00+02:00',
        endsAt: '2026-03-08T15:30:00Z',
        timeZone: 'america/chicago',
      });
      expect(await detail(app(), id)).toMatchObject({
        startsAt: '2026-03-08T10:00:00-05:00',
        endsAt: '2026-03-08T10:30:00-05:00',
        timeZone: 'America/Chicago',
      });
      const moved = await putEvent(app(), id, host.token, {
        startsAt: '2026-03-08T15:00:00Z',
        endsAt: '2026-03-08T16:00:00Z',
        timeZone: 'Asia/Kolkata',
      });
      expect(moved.json()).toMatchObject({
        startsAt: '2026-03-08T20:30:00+05:30',
        endsAt: '2026-03-08T21:30:00+05:30',
        timeZone: 'Asia/Kolkata',
      });
    });

    it('refuses a zone Intl does not know (400), and one that is empty', async () => {
      const m = await signUp(app());
      for (const timeZone of ['Mars/Olympus_Mons', 'America/Atlantis', 'Central Time', '']) {
        const res = await postEvent(app(), m.token, { timeZone });
        expect(res.statusCode, timeZone).toBe(400);
        if (timeZone) expect(res.json()).toEqual({ message: EVENT_MESSAGES.badTimeZone });
      }
    });

    it('lists by instants: from/to with any offset pick the same events', async () => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, {
        startsAt: '2026-04-04T10:00:00-05:00',
        endsAt: '2026-04-04T11:00:00-05:00',
        state: 'Nebraska',
      });
      const q = (from: string, to: string) =>
        listEvents(app(), `?state=Nebraska&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      expect((await q('2026-04-04T15:30:00Z', '2026-04-04T16:00:00Z')).page.events.map((e) => e.id)).toEqual([
        id,
      ]);
      expect((await q('2026-04-04T10:30:00-05:00', '2026-04-04T11:00:00-05:00')).page.total).toBe(1);
      // Ended at 11:00 Chicago (16:00Z): not still going on after it.
      expect((await q('2026-04-04T16:00:00Z', '2026-04-05T00:00:00Z')).page.total).toBe(0);
      // Starts at 15:00Z: not before it.
      expect((await q('2026-04-04T00:00:00Z', '2026-04-04T10:00:00-05:00')).page.total).toBe(0);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
