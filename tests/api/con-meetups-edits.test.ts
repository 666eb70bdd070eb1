import { expect, it } from 'vitest';
import type { EventRequest } from '../../src/shared/api/events';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { putGoing } from './con-going-helpers';
import { addSpringCon, newOrganiser } from './con-helpers';
import { createEvent, putEvent } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

const SAT = '2026-03-07';
const SUN = '2026-03-08';

/** An existing event linked to a con, or a meetup moved: who hears of it, once. */
describeEachDatabase(
  'con meetups: edits that link or move a meetup',
  (ctx) => {
    const app = () => ctx().app;
    /** A Saturday 2 pm event in Chicago, a meetup at the con when `slug` is given. */
    const fields = (slug: string | null, overrides: Partial<EventRequest> = {}): Partial<EventRequest> => ({
      title: 'Cosplay picnic',
      startsAt: `${SAT}T14:00:00-06:00`,
      endsAt: `${SAT}T15:00:00-06:00`,
      timeZone: 'America/Chicago',
      venue: 'Hall D steps',
      convention: slug ? { slug, day: SAT } : null,
      ...overrides,
    });
    const onSunday = (slug: string): Partial<EventRequest> => ({
      startsAt: `${SUN}T11:00:00-05:00`,
      endsAt: `${SUN}T12:00:00-05:00`,
      convention: { slug, day: SUN },
    });
    /** The member's notifications as [type, text], unread ones only (each read after it is checked). */
    const news = async (member: Member) => {
      await app().deps.jobs.runDue();
      const res = await app().inject({
        method: 'GET',
        url: '/api/me/notifications',
        headers: bearer(member.token),
      });
      const unread = (res.json() as InboxResponse).notifications.filter((n) => !n.read);
      await app().inject({
        method: 'POST',
        url: '/api/me/notifications/read',
        headers: bearer(member.token),
        payload: {},
      });
      return unread.map((n) => [n.type, n.text]);
    };
    const going = async (eventId: number, member: Member) => {
      const res = await app().inject({
        method: 'PUT',
        url: `/api/events/${eventId}/rsvp`,
        headers: bearer(member.token),
        payload: { status: 'going' },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const edit = async (id: number, host: Member, body: Partial<EventRequest>) => {
      const res = await putEvent(app(), id, host.token, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    const setUp = async () => {
      const con = await addSpringCon(app(), (await newOrganiser(app())).token, 'Meetup Con');
      const host = await signUp(app());
      const [attendee, satGoer, sunGoer, both] = [
        await signUp(app(), { firstname: 'Att' }),
        await signUp(app(), { firstname: 'Sat' }),
        await signUp(app(), { firstname: 'Sun' }),
        await signUp(app(), { firstname: 'Both' }),
      ];
      const goes = async (member: Member, days: string[]) =>
        expect(
          (await putGoing(app(), con.slug, member.token, { days: days.map((day) => ({ day })) })).statusCode,
        ).toBe(200);
      await goes(satGoer, [SAT]);
      await goes(sunGoer, [SUN]);
      await goes(both, [SAT, SUN]);
      await goes(attendee, [SAT]);
      return { con, host, attendee, satGoer, sunGoer, both };
    };

    it('linking an existing event to a con day tells that day’s goers of a meetup and its attendees of a change, once', async () => {
      const { con, host, attendee, satGoer, sunGoer, both } = await setUp();
      const id = await createEvent(app(), host.token, fields(null));
      await going(id, attendee);
      for (const m of [attendee, satGoer, sunGoer, both, host]) await news(m);

      await edit(id, host, fields(con.slug));
      const meetupNews = ['con-meetup', `A meetup at ${con.name} on Saturday, March 7: Cosplay picnic`];
      expect(await news(satGoer)).toEqual([meetupNews]);
      expect(await news(both)).toEqual([meetupNews]);
      expect(await news(sunGoer)).toEqual([]);
      // Going to the event already: one notice that it changed, not a second about the meetup.
      expect(await news(attendee)).toEqual([['event-changed', 'Cosplay picnic changed: see what is new']]);
      expect(await news(host)).toEqual([]);

      // The same edit again, or one of the description only: nothing anyone plans by changed.
      await edit(id, host, fields(con.slug));
      await edit(id, host, fields(con.slug, { description: 'Bring snacks' }));
      for (const m of [attendee, satGoer, sunGoer, both]) expect(await news(m)).toEqual([]);
    });

    it('moving a meetup to another con day tells its attendees it moved and the new day’s goers of it', async () => {
      const { con, host, attendee, satGoer, sunGoer, both } = await setUp();
      const id = await createEvent(app(), host.token, fields(con.slug));
      await going(id, attendee);
      for (const m of [attendee, satGoer, sunGoer, both]) await news(m);

      await edit(id, host, fields(con.slug, onSunday(con.slug)));
      expect(await news(attendee)).toEqual([
        ['event-changed', 'Cosplay picnic moved to Sunday, March 8, 2026 at 11:00 AM CDT'],
      ]);
      expect(await news(sunGoer)).toEqual([
        ['con-meetup', `A meetup at ${con.name} on Sunday, March 8: Cosplay picnic`],
      ]);
      expect(await news(both)).toEqual([
        ['con-meetup', `A meetup at ${con.name} on Sunday, March 8: Cosplay picnic`],
      ]);
      expect(await news(satGoer)).toEqual([]);

      // A new place: its attendees hear it changed; the con's goers heard of the meetup already.
      await edit(id, host, fields(con.slug, { ...onSunday(con.slug), venue: 'Room 12' }));
      expect(await news(attendee)).toEqual([['event-changed', 'Cosplay picnic changed: see what is new']]);
      for (const m of [satGoer, sunGoer, both]) expect(await news(m)).toEqual([]);

      // Unlinked from the con: a change for its attendees, nothing for the con's goers.
      await edit(id, host, fields(null, { ...onSunday(con.slug), venue: 'Room 12', convention: null }));
      expect(await news(attendee)).toEqual([['event-changed', 'Cosplay picnic changed: see what is new']]);
      for (const m of [satGoer, sunGoer, both]) expect(await news(m)).toEqual([]);
    });
  },
  { build: { now: () => Date.parse('2026-03-01T12:00:00Z'), jobTimer: false } },
);
