import { expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../src/shared/api/events';
import { cancelEvent, createEvent, detail, pendingMember, putEvent, rsvp } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';

describeEachDatabase('event RSVPs: going, maybe, no, and the capacity', (ctx) => {
  const app = () => ctx().app;

  it('20 members answering going at once to an event of 5: exactly 5 get in, the rest join the waitlist', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token, { capacity: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => signUp(app())));
    const answers = await Promise.all(members.map((m) => rsvp(app(), id, m.token, { status: 'going' })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const places = answers.map((a) => a.json().myWaitlist?.place).filter((p) => p !== undefined);
    expect(places.sort((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const event = await detail(app(), id, host.token);
    expect(event.going).toBe(5);
    expect(event.attendees.filter((a) => a.status === 'going')).toHaveLength(5);
    const going = await app()
      .deps.database.db.selectFrom('rsvps')
      .select('user_id')
      .where('event_id', '=', id)
      .where('status', '=', 'going')
      .execute();
    expect(going).toHaveLength(5);
  });

  it('a member already going may change their cosplan when full; one who leaves makes room', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token, { capacity: 1 });
    const a = await signUp(app());
    const b = await signUp(app());
    expect((await rsvp(app(), id, a.token, { status: 'going', cosplan: 'Link' })).statusCode).toBe(200);
    const waiting = await rsvp(app(), id, b.token, { status: 'going' });
    expect(waiting.json().myWaitlist).toMatchObject({ place: 1, state: 'waiting', offeredUntil: null });
    expect((await rsvp(app(), id, b.token, { status: 'no' })).json().myWaitlist).toBeNull();
    const again = await rsvp(app(), id, a.token, { status: 'going', cosplan: 'Zelda', photoshoot: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().myRsvp).toEqual({
      status: 'going',
      cosplan: 'Zelda',
      photoshoot: true,
      projectId: null,
    });
    expect((await rsvp(app(), id, a.token, { status: 'maybe' })).statusCode).toBe(200);
    // Maybe is always open: it does not take a place.
    expect((await rsvp(app(), id, host.token, { status: 'maybe' })).statusCode).toBe(200);
    expect((await rsvp(app(), id, b.token, { status: 'going' })).statusCode).toBe(200);
    expect(await detail(app(), id)).toMatchObject({ going: 1, maybe: 2 });
  });

  it("'maybe' counts apart; 'no' keeps the member's answer but lists them nowhere", async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token);
    const m = await signUp(app(), { firstname: 'Maya', lastname: 'Bobbin' });
    const maybe = await rsvp(app(), id, m.token, { status: 'maybe', cosplan: 'Totoro' });
    expect(maybe.statusCode, maybe.body).toBe(200);
    expect(maybe.json()).toMatchObject({
      going: 0,
      maybe: 1,
      myRsvp: { status: 'maybe', cosplan: 'Totoro', photoshoot: false },
      attendees: [{ username: m.username, displayName: 'Maya Bobbin', status: 'maybe', cosplan: 'Totoro' }],
    });
    const no = await rsvp(app(), id, m.token, { status: 'no' });
    expect(no.json()).toMatchObject({ going: 0, maybe: 0, attendees: [], hiddenAttendees: 0 });
    expect(no.json().myRsvp).toEqual({ status: 'no', cosplan: '', photoshoot: false, projectId: null });
    const rows = await app()
      .deps.database.db.selectFrom('rsvps')
      .selectAll()
      .where('event_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('no');
    // The member's own answer shows only to them.
    expect((await detail(app(), id, host.token)).myRsvp).toBeNull();
    expect((await detail(app(), id)).myRsvp).toBeNull();
  });

  it('refuses a capacity below the members going (400), and takes one equal to it', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token);
    for (let i = 0; i < 3; i++) {
      const m = await signUp(app());
      expect((await rsvp(app(), id, m.token, { status: 'going' })).statusCode).toBe(200);
    }
    const lower = await putEvent(app(), id, host.token, { capacity: 2 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toEqual({ message: EVENT_MESSAGES.capacityBelowGoing });
    expect((await putEvent(app(), id, host.token, { capacity: 3 })).statusCode).toBe(200);
    expect((await detail(app(), id)).capacity).toBe(3);
  });

  it('refuses answers to a cancelled event and to one that is over (409)', async () => {
    const host = await signUp(app());
    const m = await signUp(app());
    const id = await createEvent(app(), host.token);
    expect((await rsvp(app(), id, m.token, { status: 'going' })).statusCode).toBe(200);
    expect((await cancelEvent(app(), id, host.token)).statusCode).toBe(200);
    for (const status of ['going', 'maybe', 'no'] as const) {
      const res = await rsvp(app(), id, m.token, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: EVENT_MESSAGES.cancelled });
    }
    const past = await createEvent(app(), host.token, {
      startsAt: '2021-05-01T10:00:00-05:00',
      endsAt: '2021-05-01T12:00:00-05:00',
    });
    const late = await rsvp(app(), past, m.token, { status: 'going' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: EVENT_MESSAGES.over });
  });

  it('asks visitors to log in, keeps pending sign-ups out, and checks the answer', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token);
    expect((await rsvp(app(), id, undefined, { status: 'going' })).statusCode).toBe(401);
    const pending = await pendingMember(app());
    expect((await rsvp(app(), id, pending.token, { status: 'going' })).statusCode).toBe(403);
    const m = await signUp(app());
    for (const body of [{ status: 'yes' }, { status: 'going', cosplan: 'x'.repeat(201) }, {}]) {
      const res = await rsvp(app(), id, m.token, body as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect((await rsvp(app(), 99_999_999, m.token, { status: 'going' })).statusCode).toBe(404);
  });
});
