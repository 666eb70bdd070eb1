import { expect, it } from 'vitest';
import type { ConMeetupsAnswer } from '../../src/shared/api/con-meetups';
import type { ConPlanAnswer } from '../../src/shared/api/con-plan';
import type { EventRequest } from '../../src/shared/api/events';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { putGoing } from './con-going-helpers';
import {
  cancelEvent,
  createEvent,
  detail,
  listEvents,
  postEvent,
  putEvent,
  setStatus,
} from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, signUp, uniqueName } from './helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };
const SAT = '2026-03-07';
const SUN = '2026-03-08';

/** Issue 35 item 5: meetups at a con are events linked to the con and one of its days. */
describeEachDatabase(
  'con meetups: events linked to a con day',
  (ctx) => {
    const app = () => ctx().app;
    const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      app().inject({
        method,
        url: `/api${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    /** A listed con in Illinois (Central time), Fri 6 to Sun 8 March 2026; `dates: false` leaves them unset. */
    const makeCon = async (dates = true) => {
      const organiser = await signUp(app());
      await makeOrganiser(app(), organiser.username);
      const res = await call('POST', '/cons', organiser.token, {
        name: `Meetup Con ${uniqueName('c')}`,
        city: 'Rosemont',
        state: 'Illinois',
        ...(dates ? { startsOn: '2026-03-06', endsOn: SUN } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { slug: string; name: string };
    };
    /** A Saturday 2 pm meetup at the con. */
    const meetup = (slug: string, overrides: Partial<EventRequest> = {}): Partial<EventRequest> => ({
      title: 'Genshin meetup',
      startsAt: `${SAT}T14:00:00-06:00`,
      endsAt: `${SAT}T15:00:00-06:00`,
      timeZone: 'America/Chicago',
      venue: 'Hall D steps',
      convention: { slug, day: SAT },
      ...overrides,
    });
    const meetups = async (slug: string, token?: string) => {
      const res = await call('GET', `/cons/${slug}/meetups`, token);
      expect(res.statusCode, res.body).toBe(200);
      // A visitor's answer may be kept and revalidated; a member's is theirs alone.
      expect(res.headers['cache-control']).toBe(token ? 'no-store' : 'no-cache');
      return res.json() as ConMeetupsAnswer;
    };
    const titles = (answer: ConMeetupsAnswer) => answer.days.flatMap((d) => d.meetups.map((m) => m.title));
    const inbox = async (member: Member) => {
      await app().deps.jobs.runDue();
      return ((await call('GET', '/me/notifications', member.token)).json() as InboxResponse).notifications;
    };
    const rsvp = async (id: number, member: Member, status: 'going' | 'maybe' | 'no') => {
      const res = await app().inject({
        method: 'PUT',
        url: `/api/events/${id}/rsvp`,
        headers: bearer(member.token),
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('links an event to a con day, shows it on the event and in the list, and unlinks it on edit', async () => {
      const con = await makeCon();
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, meetup(con.slug));
      expect((await detail(app(), id)).convention).toEqual({ slug: con.slug, name: con.name, day: SAT });
      const { page } = await listEvents(
        app(),
        '?from=2026-03-07T00:00:00-06:00&to=2026-03-08T00:00:00-06:00',
      );
      expect(page.events.find((e) => e.id === id)?.convention).toEqual({
        slug: con.slug,
        name: con.name,
        day: SAT,
      });
      // An edit that leaves the con out unlinks it; the event is otherwise as before.
      const unlinked = await putEvent(app(), id, host.token, meetup(con.slug, { convention: null }));
      expect(unlinked.statusCode, unlinked.body).toBe(200);
      expect(unlinked.json()).toMatchObject({ title: 'Genshin meetup', convention: null });
      expect((await meetups(con.slug)).days).toEqual([]);
      // And linked again, to the Sunday, with the start moved there.
      const sunday = meetup(con.slug, {
        startsAt: `${SUN}T11:00:00-05:00`,
        endsAt: `${SUN}T12:00:00-05:00`,
        convention: { slug: con.slug, day: SUN },
      });
      const relinked = await putEvent(app(), id, host.token, sunday);
      expect(relinked.statusCode, relinked.body).toBe(200);
      expect(relinked.json().convention).toEqual({ slug: con.slug, name: con.name, day: SUN });
      // A plain event has no con.
      expect((await detail(app(), await createEvent(app(), host.token))).convention).toBeNull();
    });

    it('refuses an unknown or unlisted con (404), a day outside it, a con without dates and a start on another day (400)', async () => {
      const con = await makeCon();
      const undated = await makeCon(false);
      const host = await signUp(app());
      const suggester = await signUp(app());
      const suggested = await call('POST', '/cons', suggester.token, {
        name: `Suggested Con ${uniqueName('s')}`,
        city: 'Peoria',
        state: 'Illinois',
        startsOn: '2026-03-06',
        endsOn: SUN,
      });
      expect(suggested.json().status).toBe('suggested');
      const refused = async (fields: Partial<EventRequest>, status: number, message: RegExp) => {
        const res = await postEvent(app(), host.token, fields);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toMatch(message);
      };
      await refused(meetup('no-such-con'), 404, /No such convention/);
      await refused(meetup(suggested.json().slug), 404, /No such convention/);
      await refused(
        meetup(con.slug, { convention: { slug: con.slug, day: '2026-03-09' } }),
        400,
        /Choose one of the convention’s days/,
      );
      await refused(
        meetup(undated.slug, { convention: { slug: undated.slug, day: SAT } }),
        400,
        /dates are not set/,
      );
      await refused(
        meetup(con.slug, { convention: { slug: con.slug, day: '2026-03-06' } }),
        400,
        /start date must be the convention day you chose/,
      );
      // 11:30 pm on Saturday in Chicago is already Sunday in New York: the event's own zone decides.
      await refused(
        meetup(con.slug, {
          startsAt: `${SAT}T23:30:00-06:00`,
          endsAt: `${SUN}T01:00:00-06:00`,
          timeZone: 'America/New_York',
        }),
        400,
        /start date must be the convention day you chose/,
      );
      await refused(meetup(con.slug, { convention: { slug: con.slug, day: 'Saturday' } }), 400, /YYYY-MM-DD/);
      // The edit is checked the same way, and nothing changes.
      const id = await createEvent(app(), host.token, meetup(con.slug));
      const edit = await putEvent(
        app(),
        id,
        host.token,
        meetup(con.slug, { convention: { slug: con.slug, day: SUN } }),
      );
      expect(edit.statusCode).toBe(400);
      expect((await detail(app(), id)).convention?.day).toBe(SAT);
    });

    it('lists the con’s coming meetups by day: members-only ones to members only, cancelled and unlinked ones to nobody', async () => {
      const con = await makeCon();
      const host = await signUp(app());
      const goer = await signUp(app());
      const open = await createEvent(app(), host.token, meetup(con.slug, { title: 'Open meetup' }));
      const early = await createEvent(
        app(),
        host.token,
        meetup(con.slug, {
          title: 'Early members meetup',
          startsAt: `${SAT}T09:00:00-06:00`,
          endsAt: `${SAT}T10:00:00-06:00`,
          visibility: 'members',
        }),
      );
      const sunday = await createEvent(
        app(),
        host.token,
        meetup(con.slug, {
          title: 'Sunday meetup',
          startsAt: `${SUN}T10:00:00-05:00`,
          endsAt: `${SUN}T11:00:00-05:00`,
          convention: { slug: con.slug, day: SUN },
        }),
      );
      const cancelled = await createEvent(app(), host.token, meetup(con.slug, { title: 'Cancelled meetup' }));
      expect((await cancelEvent(app(), cancelled, host.token)).statusCode).toBe(200);
      await createEvent(app(), host.token, {
        title: 'Not a meetup',
        startsAt: `${SAT}T14:00:00-06:00`,
        endsAt: `${SAT}T15:00:00-06:00`,
      });
      await rsvp(open, goer, 'going');

      const visitor = await meetups(con.slug);
      expect(visitor.timeZone).toBe('America/Chicago');
      expect(titles(visitor)).toEqual(['Open meetup', 'Sunday meetup']);
      expect(JSON.stringify(visitor)).not.toContain('Early members meetup');
      const member = await meetups(con.slug, goer.token);
      expect(member.days.map((d) => [d.day, d.meetups.map((m) => m.title)])).toEqual([
        [SAT, ['Early members meetup', 'Open meetup']],
        [SUN, ['Sunday meetup']],
      ]);
      expect(member.days[0]?.meetups[1]).toEqual({
        id: open,
        title: 'Open meetup',
        startsAt: `${SAT}T14:00:00-06:00`,
        time: '2:00 pm',
        venue: 'Hall D steps',
        visibility: 'public',
        going: 1,
      });
      expect(member.days[0]?.meetups[0]).toMatchObject({ id: early, visibility: 'members' });
      expect(member.days[1]?.meetups[0]).toMatchObject({ id: sunday, time: '10:00 am' });
      // A suspended host's meetups go with their other events; an unknown con is 404.
      await setStatus(app(), host.userId, 'suspended');
      expect((await meetups(con.slug, goer.token)).days).toEqual([]);
      expect((await call('GET', '/cons/no-such-con/meetups')).statusCode).toBe(404);
    });

    it('puts the meetups a member is going to in their day plan, by time with their shoots', async () => {
      const con = await makeCon();
      const host = await signUp(app());
      const mia = await signUp(app());
      const going = await createEvent(app(), host.token, meetup(con.slug, { title: 'Going meetup' }));
      const maybe = await createEvent(
        app(),
        host.token,
        meetup(con.slug, { title: 'Maybe meetup', startsAt: `${SAT}T10:00:00-06:00` }),
      );
      await createEvent(app(), host.token, meetup(con.slug, { title: 'Unanswered meetup' }));
      const early = await createEvent(
        app(),
        host.token,
        meetup(con.slug, {
          title: 'Morning meetup',
          startsAt: `${SAT}T09:00:00-06:00`,
          endsAt: `${SAT}T09:30:00-06:00`,
          venue: 'Lobby',
        }),
      );
      await rsvp(going, mia, 'going');
      await rsvp(early, mia, 'going');
      await rsvp(maybe, mia, 'maybe');
      const res = await call('GET', `/me/cons/${con.slug}/plan`, mia.token);
      expect(res.statusCode, res.body).toBe(200);
      const plan = res.json() as ConPlanAnswer;
      expect(plan.days.map((d) => d.day)).toEqual([SAT]);
      expect(plan.days[0]?.items).toEqual([
        {
          kind: 'meetup',
          startsAt: `${SAT}T09:00:00-06:00`,
          time: '9:00 am',
          endTime: '9:30 am',
          place: 'Lobby',
          priceCents: null,
          person: null,
          group: null,
          meetup: { id: early, title: 'Morning meetup' },
        },
        expect.objectContaining({
          kind: 'meetup',
          time: '2:00 pm',
          meetup: { id: going, title: 'Going meetup' },
        }),
      ]);
      // Changing the answer takes it off the plan.
      await rsvp(going, mia, 'no');
      const later = (await call('GET', `/me/cons/${con.slug}/plan`, mia.token)).json() as ConPlanAnswer;
      expect(later.days[0]?.items.map((i) => i.meetup?.title)).toEqual(['Morning meetup']);
    });

    it('tells the members going to the con that day of a new meetup: not other days’ goers, the host or the suspended', async () => {
      const con = await makeCon();
      const host = await signUp(app());
      const [sat, sun, suspended, quiet] = [
        await signUp(app(), { firstname: 'Sat' }),
        await signUp(app(), { firstname: 'Sun' }),
        await signUp(app(), { firstname: 'Susp' }),
        await signUp(app(), { firstname: 'Quiet' }),
      ];
      for (const member of [host, sat, suspended, quiet])
        expect((await putGoing(app(), con.slug, member.token, { days: [{ day: SAT }] })).statusCode).toBe(
          200,
        );
      await putGoing(app(), con.slug, sun.token, { days: [{ day: SUN }] });
      const off = await app().inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        headers: bearer(quiet.token),
        payload: { type: 'con-meetup', channel: 'inbox', enabled: false },
      });
      expect(off.statusCode, off.body).toBeLessThan(300);
      await setStatus(app(), suspended.userId, 'suspended');
      const id = await createEvent(
        app(),
        host.token,
        meetup(con.slug, { title: 'Members meetup', visibility: 'members' }),
      );
      const satBox = await inbox(sat);
      expect(satBox).toHaveLength(1);
      expect(satBox[0]).toMatchObject({
        type: 'con-meetup',
        text: `A meetup at ${con.name} on Saturday, March 7: Members meetup`,
        url: `/events/${id}`,
      });
      expect(await inbox(sun)).toEqual([]);
      expect(await inbox(host)).toEqual([]);
      expect(await inbox(quiet)).toEqual([]);
      await setStatus(app(), suspended.userId, 'active');
      expect(await inbox(suspended)).toEqual([]);
      // An edit tells no one again.
      await putEvent(
        app(),
        id,
        host.token,
        meetup(con.slug, { title: 'Members meetup', description: 'More' }),
      );
      expect(await inbox(sat)).toHaveLength(1);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
