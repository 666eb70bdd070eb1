import { expect, it } from 'vitest';
import type { EventsPage } from '../../src/shared/api/events';
import { EVENT_MESSAGES } from '../../src/shared/api/events';
import { GROUP_MESSAGES } from '../../src/shared/api/groups';
import { createEvent, postEvent, putEvent, rsvp } from './event-helpers';
import { seedGroup, setMember } from './group-seed';
import { bearer, describeEachDatabase, signUp, uniqueName } from './helpers';

/**
 * A private group's events are invisible (404 or absent) on every surface of events to a visitor,
 * a signed-in member outside it, a member only invited to it, and a former member (left or
 * removed) — and stay so after membership changes, with kept answers on (decision 37).
 */
describeEachDatabase('a private group’s events on every surface', (ctx) => {
  const app = () => ctx().app;
  const get = (url: string, token?: string) => app().inject({ url, headers: token ? bearer(token) : {} });

  async function scene() {
    const [owner, member, outsider, invited, leaver] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => signUp(app())),
    );
    const slug = uniqueName('sewing');
    const groupId = await seedGroup(app(), owner!.userId, {
      slug,
      visibility: 'private',
      name: 'Secret Sewing',
    });
    await setMember(app(), groupId, member!.userId, 'active');
    await setMember(app(), groupId, invited!.userId, 'invited');
    await setMember(app(), groupId, leaver!.userId, 'active');
    const title = `Hidden stitch ${slug}`;
    const eventId = await createEvent(app(), owner!.token, { title, groupId, state: 'Iowa' });
    const club = await createEvent(app(), owner!.token, { title: `Open night ${slug}`, state: 'Iowa' });
    return {
      owner: owner!,
      member: member!,
      outsider: outsider!,
      invited: invited!,
      leaver: leaver!,
      slug,
      groupId,
      title,
      eventId,
      club,
    };
  }

  /** Every surface of events that could show the event to this caller (undefined: a visitor). */
  async function surfaces(s: Awaited<ReturnType<typeof scene>>, token?: string) {
    const list = (await get('/api/events?state=Iowa&limit=100', token)).json() as EventsPage;
    const month = (
      await get(
        `/api/events?from=${encodeURIComponent('2030-03-01T00:00:00Z')}&to=${encodeURIComponent('2030-04-01T00:00:00Z')}&limit=100`,
        token,
      )
    ).json() as EventsPage;
    return {
      detail: (await get(`/api/events/${s.eventId}`, token)).statusCode,
      ics: (await get(`/api/events/${s.eventId}.ics`, token)).statusCode,
      inList: list.events.some((e) => e.id === s.eventId),
      clubInList: list.events.some((e) => e.id === s.club),
      inMonth: month.events.some((e) => e.id === s.eventId),
      groupEvents: (await get(`/api/groups/${s.slug}/events`, token)).statusCode,
      feed: (await get('/api/events.ics')).body.includes(s.title),
      comments: (await get(`/api/comments/event/${s.eventId}`, token)).statusCode,
      states: JSON.stringify((await get('/api/events/states')).json()).includes(s.title),
      preview: (await get(`/events/${s.eventId}`)).body.includes(s.title),
    };
  }

  const hidden = {
    detail: 404,
    ics: 404,
    inList: false,
    clubInList: true,
    inMonth: false,
    groupEvents: 404,
    feed: false,
    comments: 404,
    states: false,
    preview: false,
  };

  it('is its active members’ only: visitors, outsiders and invited members get 404 or nothing', async () => {
    const s = await scene();
    const seen = await surfaces(s, s.member.token);
    expect(seen).toMatchObject({
      detail: 200,
      ics: 200,
      inList: true,
      inMonth: true,
      groupEvents: 200,
      comments: 200,
    });
    const mine = (await get(`/api/events/${s.eventId}`, s.member.token)).json();
    expect(mine.group).toEqual({ slug: s.slug, name: 'Secret Sewing' });
    const page = (await get(`/api/groups/${s.slug}/events`, s.member.token)).json() as EventsPage;
    expect(page.events.map((e) => e.id)).toEqual([s.eventId]);
    expect((await get(`/api/events/${s.club}`)).json().group).toBeNull();
    for (const token of [undefined, s.outsider.token, s.invited.token])
      expect(await surfaces(s, token)).toEqual(hidden);
    // Never in the sitemap's events (a visitor's view), while the club's event is.
    const mapped = (await app().deps.linkPreviews.events(0, 100_000)).map((r) => r.key);
    expect(mapped).toContain(String(s.club));
    expect(mapped).not.toContain(String(s.eventId));
    expect(await app().deps.linkPreviews.publicEvent(s.eventId)).toBeUndefined();
    // The 404 of the group's events is the same as for no group at all.
    expect((await get(`/api/groups/${s.slug}/events`, s.outsider.token)).json()).toEqual({
      message: GROUP_MESSAGES.notFound,
    });
    expect((await get(`/api/events/${s.eventId}`, s.outsider.token)).json()).toEqual({
      message: EVENT_MESSAGES.notFound,
    });
  });

  it('goes from a member who leaves or is removed at once, kept answers included, with its news and feed', async () => {
    const s = await scene();
    expect((await rsvp(app(), s.eventId, s.leaver.token, { status: 'going' })).statusCode).toBe(200);
    expect((await rsvp(app(), s.eventId, s.member.token, { status: 'going' })).statusCode).toBe(200);
    // Seen (and kept) while a member.
    expect((await surfaces(s, s.leaver.token)).inList).toBe(true);
    const feedUrl = new URL((await get('/api/me/calendar-feed', s.leaver.token)).json().url).pathname;
    expect((await get(feedUrl)).body).toContain(s.title);
    await setMember(app(), s.groupId, s.leaver.userId, 'gone');
    expect(await surfaces(s, s.leaver.token)).toEqual(hidden);
    expect((await get(feedUrl)).body).not.toContain(s.title);
    const mine = (await get('/api/me/events', s.leaver.token)).json();
    expect(JSON.stringify(mine)).not.toContain(s.title);
    // News of a change reaches the members, not the one who left.
    const moved = {
      title: s.title,
      groupId: s.groupId,
      state: 'Iowa',
      startsAt: '2030-03-08T18:00:00-06:00',
      endsAt: '2030-03-08T21:00:00-06:00',
    };
    expect((await putEvent(app(), s.eventId, s.owner.token, moved)).statusCode).toBe(200);
    await app().deps.jobs.runDue();
    const inbox = async (token: string) => JSON.stringify((await get('/api/me/notifications', token)).json());
    expect(await inbox(s.member.token)).toContain(s.title);
    expect(await inbox(s.leaver.token)).not.toContain(s.title);
    // A member who comes back sees it again at once (no kept answer stands in the way).
    await setMember(app(), s.groupId, s.leaver.userId, 'active');
    expect((await surfaces(s, s.leaver.token)).inList).toBe(true);
  });

  it('takes an event into a group only from its active members', async () => {
    const s = await scene();
    const refused = await postEvent(app(), s.outsider.token, { groupId: s.groupId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: GROUP_MESSAGES.notFound });
    expect((await postEvent(app(), s.invited.token, { groupId: s.groupId })).statusCode).toBe(404);
    expect((await postEvent(app(), s.member.token, { groupId: 2_000_000_000 })).statusCode).toBe(404);
    const open = await seedGroup(app(), s.owner.userId, { slug: uniqueName('open'), visibility: 'public' });
    const notIn = await postEvent(app(), s.outsider.token, { groupId: open });
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json()).toEqual({ message: EVENT_MESSAGES.groupMembersOnly });
    expect((await postEvent(app(), s.member.token, { groupId: s.groupId })).statusCode).toBe(201);
    // An outsider's own event cannot be moved into the private group either.
    const own = await createEvent(app(), s.outsider.token);
    expect((await putEvent(app(), own, s.outsider.token, { groupId: s.groupId })).statusCode).toBe(404);
    // A public group's events are everyone's, named by their group.
    const pub = await createEvent(app(), s.owner.token, { groupId: open });
    expect((await get(`/api/events/${pub}`)).json().group.slug).toMatch(/^open/);
    // An edit that leaves groupId out keeps the group (the event form does not send it); null takes it out.
    const renamed = await putEvent(app(), pub, s.owner.token, { title: 'Renamed build night' });
    expect(renamed.json().group.slug).toMatch(/^open/);
    expect((await putEvent(app(), pub, s.owner.token, { groupId: null })).json().group).toBeNull();
  });
});
