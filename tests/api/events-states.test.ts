import { expect, it } from 'vitest';
import type { EventStates } from '../../src/shared/api/events';
import { cancelEvent, createEvent, setStatus } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';

describeEachDatabase('the landing map’s coming events per state', (ctx) => {
  const app = () => ctx().app;
  const states = async () => {
    const res = await app().inject({ url: '/api/events/states' });
    expect(res.statusCode, res.body).toBe(200);
    return { res, answer: res.json() as EventStates };
  };

  it('counts coming public events per state and names the next; past, cancelled, members-only and suspended hosts’ do not count', async () => {
    const host = await signUp(app());
    const suspended = await signUp(app());
    const later = await createEvent(app(), host.token, {
      title: 'Summer shoot',
      state: 'Iowa',
      startsAt: '2031-06-01T10:00:00-05:00',
      endsAt: '2031-06-01T16:00:00-05:00',
    });
    // Created second but starts first: "next" is by start, not by creation.
    const first = await createEvent(app(), host.token, {
      title: 'Spring build night',
      state: 'Iowa',
      startsAt: '2031-03-07T18:00:00-06:00',
      endsAt: '2031-03-07T21:00:00-06:00',
    });
    const cancelled = await createEvent(app(), host.token, {
      title: 'Cancelled meetup',
      state: 'Iowa',
      startsAt: '2031-01-07T18:00:00-06:00',
      endsAt: '2031-01-07T21:00:00-06:00',
    });
    expect((await cancelEvent(app(), cancelled, host.token)).statusCode).toBe(200);
    await createEvent(app(), host.token, { title: 'Members only', state: 'Iowa', visibility: 'members' });
    await createEvent(app(), suspended.token, { title: 'Hidden host', state: 'Ohio' });
    await setStatus(app(), suspended.userId, 'suspended');
    await createEvent(app(), host.token, { title: 'No state', state: '' });
    await createEvent(app(), host.token, {
      title: 'Long ago',
      state: 'Ohio',
      startsAt: '2020-01-07T18:00:00-06:00',
      endsAt: '2020-01-07T21:00:00-06:00',
    });

    const { res, answer } = await states();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.results).toEqual([
      {
        state: 'Iowa',
        count: 2,
        next: {
          id: first,
          title: 'Spring build night',
          startsAt: '2031-03-07T18:00:00-06:00',
          timeZone: 'America/Chicago',
        },
      },
    ]);
    expect(later).not.toBe(first);
  });
});
