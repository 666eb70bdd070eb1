import { expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../src/shared/api/events';
import { ORGANISER_MESSAGES } from '../../src/shared/organisers/roles';
import {
  cancelEvent,
  createEvent,
  detail,
  eventFields,
  getEvent,
  listEvents,
  pendingMember,
  postEvent,
  putEvent,
} from './event-helpers';
import { describeEachDatabase, makeOrganiser, signUp } from './helpers';

describeEachDatabase('events: making, changing and cancelling them', (ctx) => {
  const app = () => ctx().app;

  it('an active member makes an event (201 {id}) and is its host; the event reads back as saved', async () => {
    const host = await signUp(app(), { firstname: 'Robin', lastname: 'Tailor' });
    const res = await postEvent(app(), host.token, { capacity: 12, url: 'https://example.org/night' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));
    const event = await detail(app(), id, host.token);
    expect(event).toMatchObject({
      id,
      title: 'Build night',
      startsAt: '2030-03-07T18:00:00-06:00',
      endsAt: '2030-03-07T21:00:00-06:00',
      timeZone: 'America/Chicago',
      venue: 'Maker Hall',
      address: '100 Main St',
      city: 'Wichita',
      state: 'Kansas',
      url: 'https://example.org/night',
      visibility: 'public',
      capacity: 12,
      cover: '',
      host: { username: host.username, displayName: 'Robin Tailor', thumbnail: '' },
      cancelledAt: null,
      going: 0,
      maybe: 0,
      attendees: [],
      hiddenAttendees: 0,
      myRsvp: null,
      canEdit: true,
    });
    // Defaults: no capacity, public, the club's zone.
    const plain = await createEvent(app(), host.token, { timeZone: undefined, capacity: undefined });
    expect(await detail(app(), plain)).toMatchObject({
      capacity: null,
      timeZone: 'America/Chicago',
      canEdit: false,
    });
  });

  it('refuses bad input with 400 and the message to show', async () => {
    const m = await signUp(app());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, 'Give the event a title.'],
      [{ endsAt: '2030-03-07T17:00:00-06:00' }, EVENT_MESSAGES.endsBeforeStart],
      [{ endsAt: '2030-03-07T18:00:00-06:00' }, EVENT_MESSAGES.endsBeforeStart],
      [{ endsAt: '2030-03-22T18:00:01-05:00' }, EVENT_MESSAGES.tooLong],
      [{ startsAt: '2030-02-30T10:00:00-06:00' }, EVENT_MESSAGES.badTime],
      [{ startsAt: 'next Saturday' }, EVENT_MESSAGES.badTime],
      [{ startsAt: '2030-03-07T18:00:00' }, EVENT_MESSAGES.badTime],
      [{ startsAt: '1999-03-07T18:00:00Z' }, EVENT_MESSAGES.badTime],
      [{ timeZone: 'Mars/Olympus_Mons' }, EVENT_MESSAGES.badTimeZone],
      [{ timeZone: '+05:00' }, EVENT_MESSAGES.badTimeZone],
      [{ state: 'Texas' }, 'Choose one of the club’s states, or none.'],
      [{ url: 'javascript:alert(1)' }, 'The website must start with https:// or http://'],
    ];
    for (const [fields, message] of cases) {
      const res = await postEvent(app(), m.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toContain(message);
    }
    for (const capacity of [0, -1, 1.5, 10_001, '5']) {
      const res = await postEvent(app(), m.token, { capacity: capacity as number });
      expect(res.statusCode, String(capacity)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const tooLongTitle = await postEvent(app(), m.token, { title: 'x'.repeat(121) });
    expect(tooLongTitle.statusCode).toBe(400);
    // Exactly the longest allowed: 14 days.
    expect((await postEvent(app(), m.token, { endsAt: '2030-03-21T18:00:00-05:00' })).statusCode).toBe(201);
  });

  it('asks visitors to log in (401) and keeps pending sign-ups out (403)', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token);
    for (const res of [
      await postEvent(app(), undefined),
      await putEvent(app(), id, undefined),
      await cancelEvent(app(), id),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const pending = await pendingMember(app());
    const refused = await postEvent(app(), pending.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ORGANISER_MESSAGES.pending });
    expect((await putEvent(app(), id, pending.token)).statusCode).toBe(403);
  });

  it('only its host or an organiser changes or cancels an event (403 with why for others)', async () => {
    const host = await signUp(app());
    const other = await signUp(app());
    const organiser = await signUp(app());
    await makeOrganiser(app(), organiser.username);
    const id = await createEvent(app(), host.token);
    for (const res of [
      await putEvent(app(), id, other.token, { title: 'Mine now' }),
      await cancelEvent(app(), id, other.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: EVENT_MESSAGES.notYours });
    }
    expect((await detail(app(), id, other.token)).canEdit).toBe(false);
    expect((await detail(app(), id, organiser.token)).canEdit).toBe(true);

    const byHost = await putEvent(app(), id, host.token, { title: 'Build night: armour', capacity: 8 });
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(byHost.json()).toMatchObject({ id, title: 'Build night: armour', capacity: 8, canEdit: true });
    const byOrganiser = await putEvent(app(), id, organiser.token, {
      title: 'Build night: props',
      venue: 'Library',
    });
    expect(byOrganiser.statusCode, byOrganiser.body).toBe(200);
    expect(await detail(app(), id)).toMatchObject({
      title: 'Build night: props',
      venue: 'Library',
      capacity: null,
    });
    // The host stays the host when an organiser edits.
    expect((await detail(app(), id)).host.username).toBe(host.username);

    const cancelled = await cancelEvent(app(), id, organiser.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().cancelledAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?[+-]\d\d:\d\d$/);
  });

  it('a cancelled event stays readable and listed with its flag; it cannot be changed or cancelled again', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token, { title: 'Cancelled meetup', state: 'Iowa' });
    expect((await cancelEvent(app(), id, host.token)).statusCode).toBe(200);
    const event = await detail(app(), id);
    expect(event.cancelledAt).not.toBeNull();
    const { page } = await listEvents(app(), '?state=Iowa&limit=100');
    expect(page.events.find((e) => e.id === id)?.cancelledAt).toBe(event.cancelledAt);
    for (const res of [await cancelEvent(app(), id, host.token), await putEvent(app(), id, host.token)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: EVENT_MESSAGES.cancelled });
    }
  });

  it('answers 404 for an event that does not exist, and 400 for an id that is not one', async () => {
    const m = await signUp(app());
    for (const res of [await getEvent(app(), 99_999_999), await putEvent(app(), 99_999_999, m.token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_MESSAGES.notFound });
    }
    for (const url of ['/api/events/abc', '/api/events/0', '/api/events/1.5', '/api/events/12.json']) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('lists upcoming events by start, past ones newest first, by state, by time and a page at a time', async () => {
    const host = await signUp(app());
    const state = 'North Dakota';
    const at = (day: number) => ({
      startsAt: `2031-05-${String(day).padStart(2, '0')}T10:00:00-05:00`,
      endsAt: `2031-05-${String(day).padStart(2, '0')}T12:00:00-05:00`,
      state,
    });
    const later = await createEvent(app(), host.token, { ...at(20), title: 'Later' });
    const sooner = await createEvent(app(), host.token, { ...at(10), title: 'Sooner' });
    const middle = await createEvent(app(), host.token, { ...at(15), title: 'Middle' });
    const past = await createEvent(app(), host.token, {
      startsAt: '2020-05-01T10:00:00-05:00',
      endsAt: '2020-05-01T12:00:00-05:00',
      state,
      title: 'Long ago',
    });
    const older = await createEvent(app(), host.token, {
      startsAt: '2019-05-01T10:00:00-05:00',
      endsAt: '2019-05-01T12:00:00-05:00',
      state,
    });
    const { res, page } = await listEvents(app(), `?state=${encodeURIComponent(state)}`);
    expect(res.statusCode).toBe(200);
    expect(page.events.map((e) => e.id)).toEqual([sooner, middle, later]);
    expect(page.total).toBe(3);
    expect(res.headers['x-total-count']).toBe('3');
    const pastPage = (await listEvents(app(), `?state=${encodeURIComponent(state)}&past=true`)).page;
    expect(pastPage.events.map((e) => e.id)).toEqual([past, older]);
    const paged = await listEvents(app(), `?state=${encodeURIComponent(state)}&limit=2&page=2`);
    expect(paged.page.events.map((e) => e.id)).toEqual([later]);
    expect(paged.page.total).toBe(3);
    const window = await listEvents(
      app(),
      `?state=${encodeURIComponent(state)}&from=${encodeURIComponent('2031-05-12T00:00:00-05:00')}&to=2031-05-16T00:00:00Z`,
    );
    expect(window.page.events.map((e) => e.id)).toEqual([middle]);
    // Nonsense in the address falls back to the defaults rather than failing.
    const lenient = await listEvents(
      app(),
      `?state=${encodeURIComponent(state)}&from=soon&page=-3&limit=abc&past=maybe`,
    );
    expect(lenient.res.statusCode).toBe(200);
    expect(lenient.page.events.map((e) => e.id)).toEqual([sooner, middle, later]);
    const landing = await listEvents(app(), '?limit=3');
    expect(landing.page.events.length).toBeLessThanOrEqual(3);
    expect(eventFields().state).toBe('Kansas');
  });
});
