import { expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../src/shared/api/events';
import {
  cancelEvent,
  createEvent,
  detail,
  getEvent,
  listEvents,
  rsvp,
  setPrivacy,
  setStatus,
} from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, multipart, putProfile, signUp } from './helpers';
import { png } from './images';

describeEachDatabase('who sees which events, covers and attendees', (ctx) => {
  const app = () => ctx().app;
  const putCover = async (id: number, token: string) => {
    const form = multipart(
      {},
      { image: { data: await png(640, 360), filename: 'c.png', type: 'image/png' } },
    );
    return app().inject({
      method: 'PUT',
      url: `/api/events/${id}/cover`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const plain = (url: string) => url.split('?')[0] ?? '';

  it('members-only events are 404 to visitors and absent from their lists and feeds; members see them', async () => {
    const host = await signUp(app());
    const member = await signUp(app());
    const state = 'Michigan';
    const secret = await createEvent(app(), host.token, {
      visibility: 'members',
      title: 'Members night',
      state,
    });
    const open = await createEvent(app(), host.token, { title: 'Open night', state });
    const anonymous = await getEvent(app(), secret);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ message: EVENT_MESSAGES.notFound });
    expect((await detail(app(), secret, member.token)).visibility).toBe('members');
    const visitorList = (await listEvents(app(), `?state=${state}`)).page;
    expect(visitorList.events.map((e) => e.id)).toEqual([open]);
    expect(visitorList.total).toBe(1);
    const memberList = (await listEvents(app(), `?state=${state}`, member.token)).page;
    expect(memberList.events.map((e) => e.id).sort()).toEqual([secret, open].sort());
    expect((await app().inject({ url: `/api/events/${secret}.ics` })).statusCode).toBe(404);
    const ics = await app().inject({ url: `/api/events/${secret}.ics`, headers: bearer(member.token) });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('SUMMARY:Members night');
    const feed = await app().inject({ url: '/api/events.ics' });
    expect(feed.body).toContain('SUMMARY:Open night');
    expect(feed.body).not.toContain('Members night');
    // A visitor cannot answer for, change or photograph what they cannot see; a pending token is a visitor.
    expect((await rsvp(app(), secret, undefined, { status: 'going' })).statusCode).toBe(401);
  });

  it('covers: public events’ are public; members-only events’ open only with the signed address', async () => {
    const host = await signUp(app());
    const other = await signUp(app());
    const open = await createEvent(app(), host.token);
    const secret = await createEvent(app(), host.token, { visibility: 'members' });
    expect((await putCover(open, other.token)).statusCode).toBe(403);
    const set = await putCover(open, host.token);
    expect(set.statusCode, set.body).toBe(200);
    const cover = set.json().cover as string;
    expect(cover).toMatch(/^\/api\/events\/\d+\/cover\/[A-Za-z0-9_-]{22}$/);
    const served = await app().inject({ url: cover });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await listEvents(app(), '?limit=100')).page.events.find((e) => e.id === open)?.cover).toBe(cover);

    expect((await putCover(secret, host.token)).statusCode).toBe(200);
    const signed = (await detail(app(), secret, other.token)).cover;
    expect(signed).toMatch(/\?exp=\d+&sig=/);
    const withSignature = await app().inject({ url: signed });
    expect(withSignature.statusCode).toBe(200);
    expect(withSignature.headers['cache-control']).toBe('private, max-age=86400');
    expect((await app().inject({ url: plain(signed) })).statusCode).toBe(404);
    expect((await app().inject({ url: `${plain(signed)}?exp=99999999999&sig=forged` })).statusCode).toBe(404);
    // A new cover gets a new address; the old one is gone. Removing it leaves none.
    expect((await putCover(open, host.token)).json().cover).not.toBe(cover);
    expect((await app().inject({ url: cover })).statusCode).toBe(404);
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/events/${open}/cover`,
      headers: bearer(host.token),
    });
    expect(removed.json().cover).toBe('');
    const bad = await app().inject({
      method: 'PUT',
      url: `/api/events/${open}/cover`,
      ...multipart(
        {},
        { image: { data: Buffer.from('not an image'), filename: 'x.png', type: 'image/png' } },
      ),
      headers: { ...multipart({}).headers, ...bearer(host.token) },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('names attendees as their profile allows: unlisted never, members-only ones to members only', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token);
    const open = await signUp(app(), { firstname: 'Ada', lastname: 'Lace' });
    const unlisted = await signUp(app());
    const membersOnly = await signUp(app(), { firstname: 'Mo', lastname: 'Privé' });
    await setPrivacy(app(), unlisted.userId, { listed: false });
    await setPrivacy(app(), membersOnly.userId, { visibility: 'members' });
    const photo = { data: await png(120, 120), filename: 'p.png', type: 'image/png' };
    expect(
      (await putProfile(app(), membersOnly.userId, membersOnly.token, {}, { profileImage: photo }))
        .statusCode,
    ).toBe(200);
    expect((await rsvp(app(), id, open.token, { status: 'going', cosplan: 'Aloy' })).statusCode).toBe(200);
    expect((await rsvp(app(), id, unlisted.token, { status: 'going' })).statusCode).toBe(200);
    expect((await rsvp(app(), id, membersOnly.token, { status: 'maybe', photoshoot: true })).statusCode).toBe(
      200,
    );

    const seenByVisitor = await detail(app(), id);
    expect(seenByVisitor.attendees).toEqual([
      {
        username: open.username,
        displayName: 'Ada Lace',
        thumbnail: '',
        status: 'going',
        cosplan: 'Aloy',
        photoshoot: false,
        project: null,
      },
    ]);
    expect(seenByVisitor).toMatchObject({ hiddenAttendees: 2, going: 2, maybe: 1 });
    const seenByMember = await detail(app(), id, host.token);
    expect(seenByMember.attendees.map((a) => a.username)).toEqual([open.username, membersOnly.username]);
    expect(seenByMember.hiddenAttendees).toBe(1);
    const mo = seenByMember.attendees[1]!;
    expect(mo).toMatchObject({ displayName: 'Mo Privé', status: 'maybe', photoshoot: true });
    // A members-only profile's photo is handed out signed, as on its profile.
    expect(mo.thumbnail).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}\/thumb\?exp=\d+&sig=/);
    expect((await app().inject({ url: mo.thumbnail })).statusCode).toBe(200);
    expect(JSON.stringify(seenByVisitor)).not.toContain(unlisted.username);
    expect(JSON.stringify(seenByMember)).not.toContain(unlisted.username);
  });

  it('a host with a members-only profile is "A club member" to visitors, unlinked', async () => {
    const host = await signUp(app(), { firstname: 'Hidden', lastname: 'Host' });
    await setPrivacy(app(), host.userId, { visibility: 'members' });
    const id = await createEvent(app(), host.token);
    expect((await detail(app(), id)).host).toEqual({
      username: '',
      displayName: 'A club member',
      thumbnail: '',
    });
    expect((await detail(app(), id, host.token)).host).toMatchObject({
      username: host.username,
      displayName: 'Hidden Host',
    });
  });

  it('a suspended or leaving host’s events are hidden everywhere, and come back with them', async () => {
    const host = await signUp(app());
    const member = await signUp(app());
    const state = 'Indiana';
    const id = await createEvent(app(), host.token, { state, title: 'Hidden with its host' });
    const { cover } = (await putCover(id, host.token)).json();
    const gone = async (token?: string) => {
      expect((await getEvent(app(), id, token)).statusCode).toBe(404);
      expect((await listEvents(app(), `?state=${state}`, token)).page.total).toBe(0);
      expect(
        (await app().inject({ url: `/api/events/${id}.ics`, headers: token ? bearer(token) : {} }))
          .statusCode,
      ).toBe(404);
    };
    await setStatus(app(), host.userId, 'suspended');
    await gone();
    await gone(member.token);
    expect((await app().inject({ url: cover })).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/events.ics' })).body).not.toContain('Hidden with its host');
    expect((await rsvp(app(), id, member.token, { status: 'going' })).statusCode).toBe(404);
    await setStatus(app(), host.userId, 'active');
    expect((await getEvent(app(), id)).statusCode).toBe(200);

    // Written behind the API's back, so the answer cache is cleared as an API write would.
    await app().deps.users.markDeleted(host.userId, Date.now());
    app().answers.clear();
    await gone(member.token);
    await app()
      .deps.database.db.updateTable('users')
      .set({ deleted_at: null })
      .where('id', '=', host.userId)
      .execute();
    app().answers.clear();
    expect((await listEvents(app(), `?state=${state}`)).page.total).toBe(1);
  });

  it('an organiser still reaches a suspended host’s event and can cancel it; nobody else sees it', async () => {
    const host = await signUp(app());
    const organiser = await signUp(app());
    await makeOrganiser(app(), organiser.username);
    const member = await signUp(app());
    const id = await createEvent(app(), host.token, { title: 'Run by a suspended host' });
    expect((await rsvp(app(), id, member.token, { status: 'going' })).statusCode).toBe(200);
    await setStatus(app(), host.userId, 'suspended');
    expect((await getEvent(app(), id, member.token)).statusCode).toBe(404);
    const seen = await detail(app(), id, organiser.token);
    expect(seen.title).toBe('Run by a suspended host');
    expect(seen.canEdit).toBe(true);
    expect((await cancelEvent(app(), id, organiser.token)).statusCode).toBe(200);
    expect((await detail(app(), id, organiser.token)).cancelledAt).not.toBeNull();
    expect((await getEvent(app(), id, member.token)).statusCode).toBe(404);
  });
});
