import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import type { ReportQueue } from '../../src/shared/api/moderation';
import type { InboxResponse, NotificationSettingsResponse } from '../../src/shared/api/notifications';
import { openLiveStream } from '../support/live-stream';
import { cancelEvent, createEvent, pendingMember, putEvent, rsvp, setStatus } from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, putProfile, signUp } from './helpers';

/** Issue 34: one notification model, the inbox, its unread count, choices and the live stream. */
describeEachDatabase('notifications: the inbox', (ctx) => {
  const app = () => ctx().app;
  const runJobs = () => app().deps.jobs.runDue();
  const inbox = async (token: string, query = '') => {
    const res = await app().inject({ url: `/api/me/notifications${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as InboxResponse;
  };
  const markRead = (token: string, ids?: number[]) =>
    app().inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: bearer(token),
      payload: ids ? { ids } : {},
    });
  const choose = (token: string, body: object) =>
    app().inject({
      method: 'PUT',
      url: '/api/me/notification-settings',
      headers: bearer(token),
      payload: body,
    });

  it('tells a host who is going, grouped per event, and never of their own answer', async () => {
    const host = await signUp(app());
    const [ada, ben, cy] = [await signUp(app()), await signUp(app()), await signUp(app())];
    const id = await createEvent(app(), host.token, { title: 'Build Night' });
    await rsvp(app(), id, host.token, { status: 'going' });
    await rsvp(app(), id, ada.token, { status: 'going' });
    await runJobs();
    let box = await inbox(host.token);
    expect(box.unread).toBe(1);
    expect(box.notifications).toHaveLength(1);
    expect(box.notifications[0]).toMatchObject({
      type: 'event-rsvp',
      text: `${ada.fields.firstname} is going to Build Night`,
      url: `/events/${id}`,
      read: false,
      actor: { username: ada.username },
    });

    await rsvp(app(), id, ben.token, { status: 'going' });
    await rsvp(app(), id, cy.token, { status: 'maybe' }); // only "going" is news
    await rsvp(app(), id, ada.token, { status: 'going' }); // again: counted once
    await runJobs();
    box = await inbox(host.token);
    expect(box.notifications).toHaveLength(1);
    expect(box.notifications[0]!.text).toBe(`${ben.fields.firstname} and 1 other are going to Build Night`);
    expect(box.unread).toBe(1);
    // Nothing for the members who answered.
    expect((await inbox(ada.token)).notifications).toEqual([]);

    // Read, the next answer starts a new row.
    expect((await markRead(host.token)).json()).toEqual({ unread: 0 });
    await rsvp(app(), id, cy.token, { status: 'going' });
    await runJobs();
    box = await inbox(host.token);
    expect(box.notifications.map((n) => [n.text, n.read])).toEqual([
      [`${cy.fields.firstname} is going to Build Night`, false],
      [`${ben.fields.firstname} and 1 other are going to Build Night`, true],
    ]);
  });

  it('tells members going or maybe that the event moved, changed or was cancelled; not those who said no', async () => {
    const host = await signUp(app());
    const [going, maybe, no] = [await signUp(app()), await signUp(app()), await signUp(app())];
    const id = await createEvent(app(), host.token, { title: 'Photo walk' });
    await rsvp(app(), id, going.token, { status: 'going' });
    await rsvp(app(), id, maybe.token, { status: 'maybe' });
    await rsvp(app(), id, no.token, { status: 'no' });
    await runJobs();

    // A change of the description alone is not news.
    const res0 = await putEvent(app(), id, host.token, {
      title: 'Photo walk',
      description: 'Bring a tripod.',
    });
    expect(res0.statusCode, res0.body).toBe(200);
    await runJobs();
    expect((await inbox(going.token)).notifications).toEqual([]);

    const res = await putEvent(app(), id, host.token, {
      title: 'Photo walk',
      startsAt: '2030-03-08T18:00:00-06:00',
      endsAt: '2030-03-08T20:00:00-06:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs();
    for (const member of [going, maybe]) {
      const box = await inbox(member.token);
      expect(box.notifications).toHaveLength(1);
      expect(box.notifications[0]!.text).toMatch(/^Photo walk moved to Friday, March 8, 2030/);
    }
    expect((await inbox(no.token)).notifications).toEqual([]);
    expect((await inbox(host.token)).notifications.map((n) => n.type)).toEqual(['event-rsvp']);

    expect((await cancelEvent(app(), id, host.token)).statusCode).toBe(200);
    await runJobs();
    const box = await inbox(going.token);
    // Still one unread row for the event, now saying the latest.
    expect(box.notifications.map((n) => n.text)).toEqual(['Photo walk was cancelled']);
    expect(box.unread).toBe(1);
  });

  it('marks chosen rows read, only the member’s own, and pages newest first', async () => {
    const host = await signUp(app());
    const other = await signUp(app());
    const ids: number[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const id = await createEvent(app(), host.token, { title });
      await rsvp(app(), id, other.token, { status: 'going' });
      ids.push(id);
    }
    await runJobs();
    const first = await inbox(host.token, '?limit=2');
    expect(first.notifications.map((n) => n.text.split(' ').at(-1))).toEqual(['Three', 'Two']);
    expect(first.next).toBe(first.notifications[1]!.id);
    const second = await inbox(host.token, `?limit=2&before=${first.next}`);
    expect(second.notifications.map((n) => n.text.split(' ').at(-1))).toEqual(['One']);
    expect(second.next).toBeNull();

    // Another member's ids change nothing of mine.
    const mine = first.notifications[0]!.id;
    expect((await markRead(other.token, [mine])).json()).toEqual({ unread: 0 });
    expect((await inbox(host.token)).unread).toBe(3);
    expect((await markRead(host.token, [mine])).json()).toEqual({ unread: 2 });
    const box = await inbox(host.token);
    expect(box.notifications.find((n) => n.id === mine)!.read).toBe(true);

    for (const bad of [{ ids: ['x'] }, { ids: [0] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      const res = await app().inject({
        method: 'POST',
        url: '/api/me/notifications/read',
        headers: bearer(host.token),
        payload: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const query of ['?limit=0', '?limit=51', '?before=abc'])
      expect(
        (await app().inject({ url: `/api/me/notifications${query}`, headers: bearer(host.token) }))
          .statusCode,
      ).toBe(400);
  });

  it('follows the member’s choices per type: off means nothing is recorded; newcomers only when asked', async () => {
    const host = await signUp(app());
    const guest = await signUp(app());
    const settings = (
      await app().inject({ url: '/api/me/notification-settings', headers: bearer(host.token) })
    ).json() as NotificationSettingsResponse;
    const rsvpType = settings.types.find((t) => t.type === 'event-rsvp')!;
    expect(rsvpType.channels).toEqual({ inbox: true, push: true, email: false });
    expect(settings.types.find((t) => t.type === 'member-joined-state')!.channels.inbox).toBe(false);
    // A member is not offered the organisers' queue.
    expect(settings.types.map((t) => t.type)).not.toContain('organiser-queue');

    const off = await choose(host.token, { type: 'event-rsvp', channel: 'inbox', enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (off.json() as NotificationSettingsResponse).types.find((t) => t.type === 'event-rsvp')!.channels.inbox,
    ).toBe(false);
    const id = await createEvent(app(), host.token, { title: 'Quiet night' });
    await rsvp(app(), id, guest.token, { status: 'going' });
    await runJobs();
    expect((await inbox(host.token)).notifications).toEqual([]);

    // A newcomer in Iowa: heard by an Iowan who asked, not by one who did not.
    const [asked, notAsked] = [await signUp(app()), await signUp(app())];
    for (const m of [asked, notAsked])
      expect((await putProfile(app(), m.userId, m.token, { state: 'Iowa' })).statusCode).toBe(200);
    // Who hears is decided when the job runs: these two moved in before anyone asked.
    await runJobs();
    expect(
      (await choose(asked.token, { type: 'member-joined-state', channel: 'inbox', enabled: true }))
        .statusCode,
    ).toBe(200);
    const newcomer = await signUp(app());
    expect((await putProfile(app(), newcomer.userId, newcomer.token, { state: 'Iowa' })).statusCode).toBe(
      200,
    );
    await runJobs();
    expect((await inbox(asked.token)).notifications.map((n) => [n.text, n.url])).toEqual([
      [`${newcomer.fields.firstname} joined the club in Iowa`, `/public/${newcomer.username}`],
    ]);
    expect((await inbox(notAsked.token)).notifications).toEqual([]);

    for (const bad of [
      { type: 'nope', channel: 'inbox', enabled: true },
      { type: 'event-rsvp', channel: 'pigeon', enabled: true },
      { type: 'event-rsvp', channel: 'inbox', enabled: 'yes' },
    ]) {
      const res = await choose(host.token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('puts reports and sign-ups waiting in the organisers’ queue, and tells the reporter the decision', async () => {
    const organiser = await signUp(app());
    await makeOrganiser(app(), organiser.username);
    const reporter = await signUp(app());
    const reported = await signUp(app());
    const report = (token: string) =>
      app().inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(token),
        payload: { username: reported.username, reason: 'spam', note: '' },
      });
    expect((await report(reporter.token)).statusCode).toBe(201);
    await pendingMember(app());
    await runJobs();
    let box = await inbox(organiser.token);
    expect(box.notifications.map((n) => n.url).sort()).toEqual([
      '/organisers/members',
      '/organisers/reports',
    ]);
    expect(box.notifications.find((n) => n.url === '/organisers/reports')!.text).toBe(
      '1 new report to review',
    );
    const second = await signUp(app());
    expect((await report(second.token)).statusCode).toBe(201);
    await runJobs();
    box = await inbox(organiser.token);
    expect(box.notifications.find((n) => n.url === '/organisers/reports')!.text).toBe(
      '2 new reports to review',
    );
    // Members do not get the organisers' queue.
    expect((await inbox(reporter.token)).notifications).toEqual([]);

    const queue = await app().inject({ url: '/api/organisers/reports', headers: bearer(organiser.token) });
    expect(queue.statusCode, queue.body).toBe(200);
    const open = (queue.json() as ReportQueue).members.flatMap((m) => m.reports);
    const mine = open.find((r) => r.reporterUsername === reporter.username)!;
    const dismissed = await app().inject({
      method: 'POST',
      url: `/api/organisers/reports/${mine.id}/dismiss`,
      headers: bearer(organiser.token),
      payload: { reason: 'Nothing against the rules.' },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    await runJobs();
    expect((await inbox(reporter.token)).notifications.map((n) => n.text)).toEqual([
      'Organisers reviewed your report and found nothing against the rules.',
    ]);
    expect((await inbox(second.token)).notifications).toEqual([]);

    // Suspending the member acts on the second report: its reporter hears so, the first nothing more.
    const suspended = await app().inject({
      method: 'POST',
      url: `/api/organisers/members/${reported.userId}/suspend`,
      headers: bearer(organiser.token),
      payload: { reason: 'Spam, again.' },
    });
    expect(suspended.statusCode, suspended.body).toBeLessThan(300);
    await runJobs();
    expect((await inbox(second.token)).notifications.map((n) => n.text)).toEqual([
      'Organisers reviewed your report and acted on it. Thank you.',
    ]);
    expect((await inbox(reporter.token)).notifications).toHaveLength(1);
  });

  it('shows only what the member may see now: hidden actors, hidden events, suspended and deleted members', async () => {
    const host = await signUp(app());
    const guest = await signUp(app());
    const id = await createEvent(app(), host.token, { title: 'Secret summit', visibility: 'members' });
    await rsvp(app(), id, guest.token, { status: 'going' });
    await runJobs();
    // The guest is suspended: the host's row no longer names them.
    await setStatus(app(), guest.userId, 'suspended');
    let box = await inbox(host.token);
    expect(box.notifications[0]).toMatchObject({ text: 'A member is going to Secret summit', actor: null });
    await setStatus(app(), guest.userId, 'active');

    // The host is suspended: their event is hidden, and so is every row about it.
    expect((await putEvent(app(), id, host.token, { title: 'Secret summit 2' })).statusCode).toBe(200);
    await runJobs();
    expect((await inbox(guest.token)).unread).toBe(1);
    await setStatus(app(), host.userId, 'suspended');
    box = await inbox(guest.token);
    expect(box).toMatchObject({ notifications: [], unread: 0 });
    await setStatus(app(), host.userId, 'active');

    // A suspended member is told nothing new.
    await setStatus(app(), guest.userId, 'suspended');
    expect((await putEvent(app(), id, host.token, { title: 'Secret summit 3' })).statusCode).toBe(200);
    await runJobs();
    await setStatus(app(), guest.userId, 'active');
    expect((await inbox(guest.token)).notifications.map((n) => n.text)).toEqual([
      'Secret summit 3 changed: see what is new',
    ]);

    // Deleting the account takes the inbox and the choices at once, and their name from others' rows.
    const leaving = await signUp(app());
    await rsvp(app(), id, leaving.token, { status: 'going' });
    await choose(leaving.token, { type: 'event-reminder', channel: 'push', enabled: false });
    await runJobs();
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/users/${leaving.userId}`,
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await app().deps.notifications.exportOf(leaving.userId);
    expect(left).toEqual({ notifications: [], choices: [], quietHours: { from: 22, to: 7 } });
  });

  it('answers 401 without a session on every inbox address', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/notifications'],
      ['GET', '/api/me/notifications/unread'],
      ['POST', '/api/me/notifications/read'],
      ['GET', '/api/me/notification-settings'],
      ['PUT', '/api/me/notification-settings'],
      ['GET', '/api/me/live'],
    ] as const)
      expect(
        (await app().inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode,
        url,
      ).toBe(401);
  });

  it('joins concurrent occurrences of one group into one unread row, counting each actor once', async () => {
    const host = await signUp(app());
    const id = await createEvent(app(), host.token, { title: 'Rush hour' });
    const guests = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(app())));
    const { deps } = app();
    await Promise.all(
      guests.map((g) =>
        deps.transaction((trx) =>
          deps.notifications.record(trx, [
            {
              userId: host.userId,
              type: 'event-rsvp',
              subjectKind: 'event',
              subjectId: id,
              groupKey: `event-rsvp:${id}`,
              actorId: g.userId,
              data: {},
              at: deps.now(),
            },
          ]),
        ),
      ),
    );
    const box = await inbox(host.token);
    expect(box.notifications).toHaveLength(1);
    expect(box.notifications[0]!.text).toMatch(/ and 4 others are going to Rush hour$/);
    expect(box.unread).toBe(1);
  });

  it('streams the unread count live: at once, on each new notification and on marking read', async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    const { port } = app().server.address() as AddressInfo;
    const host = await signUp(app());
    const guest = await signUp(app());
    const stream = await openLiveStream(`http://127.0.0.1:${port}`, host.token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toBe('no-store');
      expect(await stream.next()).toEqual({ event: 'unread', data: { kind: 'unread', unread: 0 } });
      const id = await createEvent(app(), host.token, { title: 'Live one' });
      await rsvp(app(), id, guest.token, { status: 'going' });
      // The job starts at once (queued outside a transaction); no runDue here.
      expect((await stream.next((e) => (e.data as { unread: number }).unread === 1)).event).toBe('unread');
      await markRead(host.token);
      await stream.next((e) => (e.data as { unread: number }).unread === 0);
    } finally {
      stream.close();
    }
    const unauthorised = await fetch(`http://127.0.0.1:${port}/api/me/live`);
    expect(unauthorised.status).toBe(401);
  });
});
