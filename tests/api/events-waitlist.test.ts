import { expect, it } from 'vitest';
import { settleAllWaitlists, settleWaitlist } from '../../src/server/features/events/waitlist-offers';
import type { Mail } from '../../src/server/mail/mailer';
import { EVENT_MESSAGES, type EventDetail, type WaitlistLine } from '../../src/shared/api/events';
import { createEvent, detail, postEvent, putEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, signUp } from './helpers';
import { jobRows } from './job-helpers';
import { block } from './relation-helpers';

const HOUR = 3_600_000;
const clock = { now: Date.parse('2026-03-05T12:00:00Z') };
const GOING = { status: 'going' } as const;
const sent: Mail[] = [];
const mailer = {
  async send(mail: Mail) {
    sent.push(mail);
  },
};

describeEachDatabase(
  'event waitlists: joining, offers, lapses and the host’s order',
  (ctx) => {
    const app = () => ctx().app;
    type Member = Awaited<ReturnType<typeof signUp>>;
    const members = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(app())));
    const accept = (id: number, m: Member) =>
      app().inject({ method: 'POST', url: `/api/events/${id}/waitlist/accept`, headers: bearer(m.token) });
    const leave = (id: number, m: Member) =>
      app().inject({ method: 'DELETE', url: `/api/events/${id}/waitlist`, headers: bearer(m.token) });
    const line = (id: number, token: string) =>
      app().inject({ url: `/api/events/${id}/waitlist`, headers: bearer(token) });
    const move = (id: number, entryId: number, token: string, position: unknown) =>
      app().inject({
        method: 'PUT',
        url: `/api/events/${id}/waitlist/${entryId}`,
        headers: bearer(token),
        payload: { position },
      });
    const mine = async (id: number, m: Member) => (await detail(app(), id, m.token)).myWaitlist;
    /** Who holds an offer of the event, straight from the table. */
    const offered = async (id: number) =>
      (
        await app()
          .deps.database.db.selectFrom('event_waitlist')
          .select('user_id')
          .where('event_id', '=', id)
          .where('state', '=', 'offered')
          .orderBy('user_id')
          .execute()
      ).map((r) => r.user_id);
    const offerNotices = async (id: number) =>
      (await jobRows(ctx(), 'notify')).filter((j) => {
        const p = JSON.parse(String(j.payload)) as { type: string; subjectId: number };
        return p.type === 'waitlist-offer' && p.subjectId === id;
      });
    /** A full event of `capacity` with `waiting` members in line, joined one after another. */
    const fullEvent = async (capacity: number, waiting: number, offerHours = 24) => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, { capacity, offerHours });
      const going = await members(capacity);
      for (const m of going) expect((await rsvp(app(), id, m.token, GOING)).json().myWaitlist).toBeNull();
      const line: Member[] = [];
      for (const m of await members(waiting)) {
        const res = await rsvp(app(), id, m.token, { status: 'going', cosplan: 'Zelda' });
        expect(res.statusCode, res.body).toBe(200);
        line.push(m);
      }
      return { id, host, going, line };
    };

    it('30 members answering going at once to the last seat: exactly 1 gets it, 29 wait in the order they were taken', async () => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, { capacity: 2 });
      const [first] = await members(1);
      await rsvp(app(), id, first!.token, GOING);
      const crowd = await members(30);
      const answers = await Promise.all(crowd.map((m) => rsvp(app(), id, m.token, GOING)));
      expect(answers.map((a) => a.statusCode)).toEqual(crowd.map(() => 200));
      const bodies = answers.map((a) => a.json() as EventDetail);
      expect(bodies.filter((b) => b.myWaitlist === null)).toHaveLength(1);
      expect((await detail(app(), id)).going).toBe(2);
      // Each was told their place when answered; the places are 1..29, and the line holds them so.
      const told = crowd
        .map((m, i) => ({ m, place: bodies[i]!.myWaitlist?.place }))
        .filter((t) => t.place !== undefined)
        .sort((a, b) => a.place! - b.place!);
      expect(told.map((t) => t.place)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
      const order = ((await line(id, host.token)).json() as WaitlistLine).entries;
      expect(order.map((e) => e.member.username)).toEqual(told.map((t) => t.m.username));
      expect(order.every((e) => e.state === 'waiting')).toBe(true);
    });

    it('members join in the order they answer, and say so; maybe or no leaves the line', async () => {
      const { id, line: waiting } = await fullEvent(1, 3);
      for (const [i, m] of waiting.entries())
        expect(await mine(id, m)).toEqual({
          place: i + 1,
          state: 'waiting',
          offeredUntil: null,
          cosplan: 'Zelda',
          photoshoot: false,
          projectId: null,
        });
      const maybe = await rsvp(app(), id, waiting[0]!.token, { status: 'maybe' });
      expect(maybe.json()).toMatchObject({ myWaitlist: null, myRsvp: { status: 'maybe' } });
      expect((await mine(id, waiting[1]!))?.place).toBe(1);
      expect((await leave(id, waiting[1]!)).json().myWaitlist).toBeNull();
      expect((await mine(id, waiting[2]!))?.place).toBe(1);
      const again = await leave(id, waiting[1]!);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: EVENT_MESSAGES.notInLine });
    });

    it('a seat freed is offered to the first in line only, who hears of it; accepting makes them going with their answer', async () => {
      const { id, going, line: waiting } = await fullEvent(1, 2, 6);
      const mailsBefore = sent.length;
      await rsvp(app(), id, going[0]!.token, { status: 'no' });
      expect(await offered(id)).toEqual([waiting[0]!.userId]);
      const offer = await mine(id, waiting[0]!);
      expect(offer).toMatchObject({ place: 1, state: 'offered' });
      expect(Date.parse(offer!.offeredUntil!)).toBe(clock.now + 6 * HOUR);
      expect(await mine(id, waiting[1]!)).toMatchObject({ place: 2, state: 'waiting' });
      // The seat is held: a newcomer joins the line behind them.
      const [late] = await members(1);
      expect((await rsvp(app(), id, late!.token, GOING)).json().myWaitlist).toMatchObject({ place: 3 });
      expect(await offerNotices(id)).toHaveLength(1);
      await app().deps.jobs.runDue();
      const inbox = await app().inject({ url: '/api/me/notifications', headers: bearer(waiting[0]!.token) });
      expect(JSON.stringify(inbox.json())).toMatch(/A place at Build night is held for you until/);
      const mails = sent
        .slice(mailsBefore)
        .filter((m) => m.subject.includes('is held for you') && m.text.includes(`/events/${id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('If you do nothing, the place goes to the next member in line');

      const taken = await accept(id, waiting[0]!);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({
        going: 1,
        myWaitlist: null,
        myRsvp: { status: 'going', cosplan: 'Zelda' },
      });
      expect(await offered(id)).toEqual([]);
      const twice = await accept(id, waiting[0]!);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: EVENT_MESSAGES.noOffer });
      expect((await accept(id, waiting[1]!)).statusCode).toBe(409);
    });

    it('declining passes the seat to the next in line', async () => {
      const { id, going, line: waiting } = await fullEvent(1, 3);
      await rsvp(app(), id, going[0]!.token, { status: 'maybe' });
      expect(await offered(id)).toEqual([waiting[0]!.userId]);
      expect((await leave(id, waiting[0]!)).statusCode).toBe(200);
      expect(await offered(id)).toEqual([waiting[1]!.userId]);
      expect(await mine(id, waiting[0]!)).toBeNull();
      expect((await accept(id, waiting[1]!)).json().going).toBe(1);
      expect(await mine(id, waiting[2]!)).toMatchObject({ place: 1, state: 'waiting' });
    });

    it('an offer lapsing passes the seat on exactly once, even when the lapse job and the sweep run at once', async () => {
      const { id, going, line: waiting } = await fullEvent(1, 3, 2);
      await rsvp(app(), id, going[0]!.token, { status: 'no' });
      await app().deps.jobs.runDue();
      expect(await offered(id)).toEqual([waiting[0]!.userId]);
      const settleJobs = (await jobRows(ctx(), 'waitlist-settle')).filter(
        (j) => JSON.parse(String(j.payload)).eventId === id,
      );
      expect(settleJobs.map((j) => Number(j.run_at))).toEqual([clock.now + 2 * HOUR]);
      // Not yet: a minute before the end nothing moves.
      clock.now += 2 * HOUR - 60_000;
      await Promise.all([app().deps.jobs.runDue(), settleAllWaitlists(app().deps)]);
      expect(await offered(id)).toEqual([waiting[0]!.userId]);
      clock.now += 60_000;
      await Promise.all([
        app().deps.jobs.runDue(),
        settleAllWaitlists(app().deps),
        settleWaitlist(app().deps, { eventId: id }),
        settleWaitlist(app().deps, { eventId: id }),
      ]);
      expect(await offered(id)).toEqual([waiting[1]!.userId]);
      expect(await mine(id, waiting[0]!)).toBeNull();
      const notices = (await offerNotices(id)).map((j) => JSON.parse(String(j.payload)).to.members[0]);
      expect(notices).toEqual([waiting[0]!.userId, waiting[1]!.userId]);
      expect((await accept(id, waiting[0]!)).statusCode).toBe(409);
      clock.now += 2 * HOUR;
    });

    it('a capacity raised offers as many seats as it adds; one lowered takes back the offers last in line', async () => {
      const { id, host, line: waiting } = await fullEvent(1, 4);
      expect((await putEvent(app(), id, host.token, { capacity: 3 })).statusCode).toBe(200);
      expect(await offered(id)).toEqual([waiting[0]!.userId, waiting[1]!.userId].sort((a, b) => a - b));
      expect(await offerNotices(id)).toHaveLength(2);
      expect((await putEvent(app(), id, host.token, { capacity: 2 })).statusCode).toBe(200);
      expect(await offered(id)).toEqual([waiting[0]!.userId]);
      expect(await mine(id, waiting[1]!)).toMatchObject({ place: 2, state: 'waiting' });
    });

    it('a member suspended frees their seat for the next in line', async () => {
      const { id, going, line: waiting } = await fullEvent(1, 1);
      const boss = await signUp(app());
      await makeOrganiser(app(), boss.username);
      const res = await app().inject({
        method: 'POST',
        url: `/api/organisers/members/${going[0]!.userId}/suspend`,
        headers: bearer(boss.token),
        payload: { reason: 'Spam' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await app().deps.jobs.runDue();
      expect(await offered(id)).toEqual([waiting[0]!.userId]);
    });

    it('the host sees the line in order and moves members in it; nobody else may (403, or 404 unseen)', async () => {
      const { id, host, line: waiting } = await fullEvent(1, 3);
      const [stranger] = await members(1);
      const before = (await line(id, host.token)).json() as WaitlistLine;
      expect(before.entries.map((e) => [e.place, e.member.username])).toEqual(
        waiting.map((m, i) => [i + 1, m.username]),
      );
      const last = before.entries[2]!;
      const moved = await move(id, last.id, host.token, 1);
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json() as WaitlistLine).entries.map((e) => e.member.username)).toEqual([
        waiting[2]!.username,
        waiting[0]!.username,
        waiting[1]!.username,
      ]);
      expect(await mine(id, waiting[2]!)).toMatchObject({ place: 1 });
      // Past the end: last.
      expect((await move(id, last.id, host.token, 99)).json().entries[2].member.username).toBe(
        waiting[2]!.username,
      );
      for (const token of [stranger!.token, waiting[0]!.token]) {
        expect((await line(id, token)).statusCode).toBe(403);
        expect((await move(id, last.id, token, 1)).statusCode).toBe(403);
      }
      expect((await line(id, '')).statusCode).toBe(401);
      expect((await move(id, 999_999, host.token, 1)).statusCode).toBe(404);
      expect((await move(id, last.id, host.token, 0)).statusCode).toBe(400);
      expect((await move(id, last.id, host.token, 'first')).statusCode).toBe(400);
      const hidden = await createEvent(app(), host.token, { visibility: 'members', capacity: 1 });
      expect((await line(hidden + 1000, host.token)).statusCode).toBe(404);
      // An organiser with a passkey may, and it is audited.
      const boss = await signUp(app());
      await makeOrganiser(app(), boss.username);
      expect((await line(id, boss.token)).statusCode).toBe(200);
      expect((await move(id, last.id, boss.token, 2)).statusCode).toBe(200);
      const audit = await app()
        .deps.database.db.selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'event.waitlist.move')
        .execute();
      expect(audit.length).toBeGreaterThan(0);
    });

    it('a member with a block between them and the host is in the line, unnamed', async () => {
      const { id, host, line: waiting } = await fullEvent(1, 2);
      await block(app(), waiting[0]!.token, host.username);
      const entries = ((await line(id, host.token)).json() as WaitlistLine).entries;
      expect(entries.map((e) => e.member.displayName)).toEqual(['A club member', expect.any(String)]);
      expect(entries[0]!.member.username).toBe('');
      expect(entries[1]!.member.username).toBe(waiting[1]!.username);
    });

    it('checks the offer hours and keeps visitors out', async () => {
      const host = await signUp(app());
      const bad = await postEvent(app(), host.token, { capacity: 3, offerHours: 5 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(EVENT_MESSAGES.offerHours);
      const id = await createEvent(app(), host.token, { capacity: 3, offerHours: 48 });
      expect((await detail(app(), id)).offerHours).toBe(48);
      expect((await detail(app(), id)).waitlist).toEqual({ waiting: 0, offered: 0 });
      for (const res of [
        await app().inject({ method: 'POST', url: `/api/events/${id}/waitlist/accept` }),
        await app().inject({ method: 'DELETE', url: `/api/events/${id}/waitlist` }),
        await app().inject({ url: `/api/events/${id}/waitlist` }),
      ])
        expect(res.statusCode).toBe(401);
    });

    it('the member’s export lists their places', async () => {
      const { id, line: waiting } = await fullEvent(1, 1);
      const res = await app().inject({ url: '/api/me/export', headers: bearer(waiting[0]!.token) });
      expect(res.statusCode).toBe(200);
      const zip = res.rawPayload.toString('latin1');
      expect(zip).toContain('events.json');
      const places = await app().deps.waitlists.ofMember(waiting[0]!.userId);
      expect(places.map((p) => [p.event_id, p.state])).toEqual([[id, 'waiting']]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false, mailer } },
);
