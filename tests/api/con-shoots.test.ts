import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { remindShoots } from '../../src/server/features/con-shoots/reminders';
import { SHOOT_MESSAGES } from '../../src/shared/api/shoots';
import { addSpringCon, newOrganiser } from './con-helpers';
import { setStatus } from './event-helpers';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';

const HOUR = 3_600_000;
const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

describeEachDatabase(
  'photoshoot slots at a con (issue 35 item 4)',
  (ctx) => {
    const app = () => ctx().app;
    /** The organiser who adds the cons (made once). */
    let organiserToken = '';
    /** A listed con in Illinois over the spring-forward weekend (Sat 7 and Sun 8 March 2026), added by an organiser. */
    const makeCon = async () => {
      if (!organiserToken) organiserToken = (await newOrganiser(app())).token;
      return addSpringCon(app(), organiserToken);
    };
    const photographer = async () => {
      const member = await signUp(app(), { firstname: 'Ada', lastname: 'Lens' });
      const saved = await putProfile(app(), member.userId, member.token, { imawhat: 'Photographer' });
      expect(saved.statusCode, saved.body).toBe(200);
      return member;
    };
    const publish = (slug: string, token: string | undefined, body: Record<string, unknown>) =>
      app().inject({
        method: 'POST',
        url: `/api/cons/${slug}/shoots`,
        payload: {
          day: '2026-03-07',
          from: '10:00',
          until: '16:00',
          lengthMinutes: 25,
          gapMinutes: 5,
          ...body,
        },
        headers: token ? bearer(token) : {},
      });
    const book = (id: number, token?: string, method: 'POST' | 'DELETE' = 'POST') =>
      app().inject({ method, url: `/api/shoots/${id}/booking`, headers: token ? bearer(token) : {} });
    const shoots = (slug: string, token?: string) =>
      app().inject({ url: `/api/cons/${slug}/shoots`, headers: token ? bearer(token) : {} });
    const inbox = async (token: string) => {
      const res = await app().inject({ url: '/api/me/notifications', headers: bearer(token) });
      return res.json().notifications.map((n: { text: string; url: string }) => [n.text, n.url]);
    };

    it('makes a day of slots from from, until, length and gap, in the con’s zone across DST', async () => {
      const { slug } = await makeCon();
      const ada = await photographer();
      const sat = await publish(slug, ada.token, { price: 15 });
      expect(sat.statusCode, sat.body).toBe(201);
      const slots = sat.json().slots;
      expect(slots).toHaveLength(12);
      expect(slots[0]).toMatchObject({
        time: '10:00 am',
        startsAt: '2026-03-07T10:00:00-06:00',
        priceCents: 1500,
      });
      expect(slots[1].startsAt).toBe('2026-03-07T10:30:00-06:00');
      expect(slots[11]).toMatchObject({
        time: '3:30 pm',
        endsAt: '2026-03-07T15:55:00-06:00',
        state: 'free',
      });
      // Sunday is after the clocks sprang forward: still 10:00 on the wall, an hour earlier in UTC.
      const sun = await publish(slug, ada.token, {
        day: '2026-03-08',
        from: '10:00',
        until: '11:00',
        lengthMinutes: 30,
        gapMinutes: 0,
      });
      expect(sun.statusCode, sun.body).toBe(201);
      expect(sun.json().slots.map((s: { startsAt: string }) => Date.parse(s.startsAt))).toEqual([
        Date.parse('2026-03-08T15:00:00Z'),
        Date.parse('2026-03-08T15:30:00Z'),
      ]);
      // Overlapping their own slots, past 60, not a con day, no room: refused with a message.
      const overlap = await publish(slug, ada.token, { from: '11:10', until: '12:00' });
      expect([overlap.statusCode, overlap.json().message]).toEqual([409, SHOOT_MESSAGES.overlap]);
      const many = await publish(slug, ada.token, {
        from: '17:00',
        until: '23:59',
        lengthMinutes: 5,
        gapMinutes: 0,
      });
      expect([many.statusCode, many.json().message]).toEqual([400, SHOOT_MESSAGES.tooMany]);
      expect((await publish(slug, ada.token, { day: '2026-03-09' })).statusCode).toBe(400);
      expect((await publish(slug, ada.token, { from: '17:00', until: '17:10' })).statusCode).toBe(400);
      // Non-photographers and visitors may not publish.
      const bob = await signUp(app());
      const refused = await publish(slug, bob.token, { from: '18:00', until: '19:00' });
      expect([refused.statusCode, refused.json().message]).toEqual([403, SHOOT_MESSAGES.photographersOnly]);
      expect((await publish(slug, undefined, {})).statusCode).toBe(401);
    });

    it('50 concurrent bookings of one slot: exactly one wins, 49 hear 409', async () => {
      const { slug } = await makeCon();
      const ada = await photographer();
      const [slot] = (await publish(slug, ada.token, { from: '10:00', until: '10:30' })).json().slots;
      // Signed up a few at a time (sign-ins at once are limited); the bookings all at once.
      const members: Array<Awaited<ReturnType<typeof signUp>>> = [];
      while (members.length < 50)
        members.push(...(await Promise.all(Array.from({ length: 5 }, () => signUp(app())))));
      const answers = await Promise.all(members.map((m) => book(slot.id, m.token)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().message).toBe(SHOOT_MESSAGES.taken);
      const row = await app().deps.shootSlots.byId(slot.id);
      const winner = members[codes.indexOf(200)]!;
      expect(row?.booked_by).toBe(winner.userId);
    });

    it('one member booking overlapping slots of several photographers at once holds one', async () => {
      const { slug } = await makeCon();
      const lenses = await Promise.all([photographer(), photographer(), photographer(), photographer()]);
      const slots = await Promise.all(
        lenses.map(
          async (p, i) =>
            (await publish(slug, p.token, { from: `10:0${i}`, until: '11:00', lengthMinutes: 30 })).json()
              .slots[0],
        ),
      );
      const cos = await signUp(app());
      const answers = await Promise.all(slots.map((slot: { id: number }) => book(slot.id, cos.token)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().message).toBe(SHOOT_MESSAGES.clash);
    });

    it('who booked is shown only to the photographer and the booker; rules of booking', async () => {
      const { slug } = await makeCon();
      const ada = await photographer();
      const eve = await photographer();
      const [first, second] = (await publish(slug, ada.token, { from: '10:00', until: '11:00' })).json()
        .slots;
      const [eveSlot] = (
        await publish(slug, eve.token, { from: '10:15', until: '10:45', lengthMinutes: 30 })
      ).json().slots;
      const cos = await signUp(app(), { firstname: 'Cosmo', lastname: 'Player' });
      const other = await signUp(app());
      expect((await book(first.id)).statusCode).toBe(401);
      const own = await book(first.id, ada.token);
      expect([own.statusCode, own.json().message]).toEqual([409, SHOOT_MESSAGES.own]);
      const booked = await book(first.id, cos.token);
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json()).toMatchObject({ state: 'yours', bookedBy: null });
      // Eve's slot overlaps the one Cosmo holds: refused; Ada's next slot does not.
      const clash = await book(eveSlot.id, cos.token);
      expect([clash.statusCode, clash.json().message]).toEqual([409, SHOOT_MESSAGES.clash]);
      expect((await book(second.id, other.token)).statusCode).toBe(200);

      const slotOf = (answer: {
        json(): { days: Array<{ photographers: Array<{ username: string; slots: Array<{ id: number }> }> }> };
      }) =>
        answer
          .json()
          .days.flatMap((d) => d.photographers.flatMap((p) => p.slots))
          .find((s) => s.id === first.id);
      const visitor = await shoots(slug);
      expect(slotOf(visitor)).toMatchObject({ state: 'booked', bookedBy: null });
      expect(visitor.body).not.toContain(cos.username);
      const stranger = await shoots(slug, other.token);
      expect(stranger.headers['cache-control']).toBe('no-store');
      expect(slotOf(stranger)).toMatchObject({ state: 'booked', bookedBy: null });
      expect(stranger.body).not.toContain(cos.username);
      expect(slotOf(await shoots(slug, cos.token))).toMatchObject({ state: 'yours', bookedBy: null });
      const mine = await shoots(slug, ada.token);
      expect(mine.json().canPublish).toBe(true);
      expect(slotOf(mine)).toMatchObject({
        state: 'booked',
        bookedBy: { username: cos.username, displayName: 'Cosmo Player' },
      });

      // The photographer heard of the booking.
      await app().deps.jobs.runDue();
      expect(await inbox(ada.token)).toContainEqual([
        `Cosmo booked your Sat 10:00 am photoshoot slot`,
        `/cons/${slug}#shoots`,
      ]);
      // A stranger may not cancel; a booked slot is not removed; the booker cancels.
      expect((await book(first.id, other.token, 'DELETE')).statusCode).toBe(403);
      const remove = (id: number, token: string) =>
        app().inject({ method: 'DELETE', url: `/api/shoots/${id}`, headers: bearer(token) });
      expect((await remove(first.id, ada.token)).statusCode).toBe(409);
      expect((await remove(first.id, cos.token)).statusCode).toBe(403);
      const cancelled = await book(first.id, cos.token, 'DELETE');
      expect([cancelled.statusCode, cancelled.json().state]).toEqual([200, 'free']);
      await app().deps.jobs.runDue();
      expect(await inbox(ada.token)).toContainEqual([
        `Cosmo cancelled your Sat 10:00 am photoshoot slot`,
        `/cons/${slug}#shoots`,
      ]);
      // The photographer cancels another's booking (who hears so), then removes the free slot.
      expect((await book(second.id, ada.token, 'DELETE')).statusCode).toBe(200);
      await app().deps.jobs.runDue();
      expect((await inbox(other.token)).map(([text]: [string]) => text)).toEqual([
        expect.stringMatching(/^Ada cancelled your Sat \d+:\d\d am photoshoot at /),
      ]);
      expect((await remove(second.id, ada.token)).statusCode).toBe(204);
      // A suspended photographer's slots are hidden.
      await setStatus(app(), eve.userId, 'suspended');
      expect((await shoots(slug)).body).not.toContain(eve.username);
      await setStatus(app(), eve.userId, 'active');
      expect((await shoots(slug)).body).toContain(eve.username);
    });

    it('reminds both the day before and the hour before, once each; the booking is in the calendar feed', async () => {
      const { slug, name } = await makeCon();
      const ada = await photographer();
      const [slot] = (await publish(slug, ada.token, { from: '10:00', until: '10:30' })).json().slots;
      const cos = await signUp(app());
      expect((await book(slot.id, cos.token)).statusCode).toBe(200);
      const start = Date.parse(slot.startsAt);
      const saved = clock.now;
      try {
        clock.now = start - 23 * HOUR;
        expect(await remindShoots(app().deps)).toBeGreaterThanOrEqual(2);
        await remindShoots(app().deps);
        await app().deps.jobs.runDue();
        const day = [`Reminder: your photoshoot at ${name} is tomorrow at 10:00 am`, `/cons/${slug}#shoots`];
        for (const who of [ada, cos])
          expect((await inbox(who.token)).filter((n: string[]) => n[0] === day[0])).toEqual([day]);
        clock.now = start - 50 * 60_000;
        await remindShoots(app().deps);
        await remindShoots(app().deps);
        await app().deps.jobs.runDue();
        const hour = [`Reminder: your photoshoot at ${name} is in an hour`, `/cons/${slug}#shoots`];
        for (const who of [ada, cos]) {
          const texts = await inbox(who.token);
          expect(texts.filter((n: string[]) => n[0] === hour[0])).toEqual([hour]);
          expect(texts.filter((n: string[]) => n[0] === day[0])).toEqual([day]);
        }
      } finally {
        clock.now = saved;
      }
      // The private calendar feed holds the booked shoot, for both of them, at once (no-store).
      for (const who of [cos, ada]) {
        const address = await app().inject({ url: '/api/me/calendar-feed', headers: bearer(who.token) });
        const feed = await app().inject({ url: new URL(address.json().url).pathname });
        expect(feed.headers['cache-control']).toContain('no-store');
        const calendar = new ICAL.Component(ICAL.parse(feed.body));
        for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
        const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
        const shoot = events.find((e) => e.uid.startsWith(`shoot-${slot.id}-`));
        expect(shoot?.summary).toContain(name);
        expect(shoot?.startDate.toJSDate().getTime()).toBe(start);
      }
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
