import { expect, it } from 'vitest';
import type { MyEventsAnswer } from '../../src/shared/api/motd';
import { cancelEvent, createEvent, pendingMember, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

describeEachDatabase('the message of the day: the events I am going to', (ctx) => {
  const app = () => ctx().app;
  const mine = (token?: string, query = '') =>
    app().inject({ url: `/api/me/events${query}`, headers: token ? bearer(token) : {} });

  it('lists only my going answers, soonest first, with cancelled ones marked; private to me', async () => {
    const host = await signUp(app());
    const me = await signUp(app());
    const other = await signUp(app());
    const later = await createEvent(app(), host.token, {
      title: 'Summer con',
      startsAt: '2031-06-01T10:00:00-05:00',
      endsAt: '2031-06-01T18:00:00-05:00',
    });
    const sooner = await createEvent(app(), host.token, { title: 'Build night', visibility: 'members' });
    const maybe = await createEvent(app(), host.token, { title: 'Maybe meetup' });
    const called = await createEvent(app(), host.token, {
      title: 'Called off',
      startsAt: '2030-05-01T18:00:00-05:00',
      endsAt: '2030-05-01T20:00:00-05:00',
    });
    await createEvent(app(), host.token, { title: 'Not answered' });
    for (const id of [later, sooner, called])
      expect((await rsvp(app(), id, me.token, { status: 'going' })).statusCode).toBe(200);
    await rsvp(app(), maybe, me.token, { status: 'maybe' });
    await rsvp(app(), sooner, other.token, { status: 'going' });
    expect((await cancelEvent(app(), called, host.token)).statusCode).toBe(200);

    const res = await mine(me.token, '?limit=10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as MyEventsAnswer;
    expect(body.events.map((e) => e.title)).toEqual(['Build night', 'Called off', 'Summer con']);
    expect(body.total).toBe(3);
    expect(body.events[0]).toMatchObject({
      id: sooner,
      startsAt: '2030-03-07T18:00:00-06:00',
      timeZone: 'America/Chicago',
      city: 'Wichita',
      state: 'Kansas',
      venue: 'Maker Hall',
      going: 2,
      cancelledAt: null,
    });
    expect(body.events[1]!.cancelledAt).not.toBeNull();
    // Three by default; another member's answers are theirs.
    expect((await mine(me.token)).json().events).toHaveLength(3);
    expect((await mine(me.token, '?limit=1')).json()).toMatchObject({ total: 3, events: [{ id: sooner }] });
    expect((await mine(other.token)).json().events.map((e: { id: number }) => e.id)).toEqual([sooner]);
    expect((await mine(host.token)).json()).toEqual({ events: [], total: 0 });
  });

  it('refuses visitors (401) and members waiting for approval (403); odd limits fall back', async () => {
    expect((await mine()).statusCode).toBe(401);
    const waiting = await pendingMember(app());
    expect((await mine(waiting.token)).statusCode).toBe(403);
    const member = await signUp(app());
    for (const query of ['?limit=abc', '?limit=0', '?limit=1000']) {
      const res = await mine(member.token, query);
      expect(res.statusCode, query).toBe(200);
    }
  });
});
