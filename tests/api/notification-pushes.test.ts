import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { browserKeys, decryptPush, startPushReceiver, verifyVapid } from '../support/push-receiver';
import { createEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';

/**
 * Issue 34: a notification reaches the member's devices as a Web Push carrying the inbox's own
 * text, through the real wiring (notify job → push job → the push service), and only while the
 * member wants it pushed and has not read it.
 */
// A weekday afternoon in Chicago, outside the default quiet hours (22–7) whatever the real time.
const clock = { now: Date.parse('2030-03-05T14:00:00-06:00') };
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

describeEachDatabase(
  'notifications pushed to devices',
  (ctx) => {
    const app = () => ctx().app;
    /** Runs jobs until none is due: the notify job queues the push job. */
    const runJobs = async () => {
      await app().deps.jobs.runDue();
      await app().deps.jobs.runDue();
    };
    const hostWithDevice = async () => {
      const host = await signUp(app());
      const keys = browserKeys();
      const endpoint = receiver.endpoint();
      const res = await app().inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        headers: bearer(host.token),
        payload: { endpoint, keys: keys.json, label: 'Phone' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { host, keys, endpoint };
    };

    it('pushes what the inbox says, signed with the club’s key, once per occurrence', async () => {
      const { host, keys, endpoint } = await hostWithDevice();
      const guest = await signUp(app());
      const id = await createEvent(app(), host.token, { title: 'Resin night' });
      await rsvp(app(), id, guest.token, { status: 'going' });
      await runJobs();
      const box = (
        await app().inject({ url: '/api/me/notifications', headers: bearer(host.token) })
      ).json() as InboxResponse;
      const pushes = receiver.to(endpoint);
      expect(pushes).toHaveLength(1);
      const message = JSON.parse(decryptPush(pushes[0]!.body, keys));
      expect(message).toEqual({
        title: app().deps.content.clubName,
        body: `${guest.fields.firstname} is going to Resin night`,
        url: `/events/${id}`,
        tag: `n${box.notifications[0]!.id}`,
      });
      expect(message.body).toBe(box.notifications[0]!.text);
      const { publicKey } = (await app().inject({ url: '/api/push/key' })).json();
      expect(verifyVapid(pushes[0]!.headers.authorization, publicKey).aud).toBe(receiver.origin);

      // Running the jobs again sends nothing more.
      await runJobs();
      expect(receiver.to(endpoint)).toHaveLength(1);
    });

    it('pushes nothing once read, or when the member turned pushes of the type off', async () => {
      const { host, endpoint } = await hostWithDevice();
      const guest = await signUp(app());
      const id = await createEvent(app(), host.token, { title: 'Quiet one' });
      await rsvp(app(), id, guest.token, { status: 'going' });
      await runJobs();
      expect(receiver.to(endpoint)).toHaveLength(1);
      const inbox = await app().inject({ url: '/api/me/notifications', headers: bearer(host.token) });
      const [row] = (inbox.json() as InboxResponse).notifications;
      // Read in the inbox: a push of it that runs late (a retry, a slow queue) sends nothing.
      await app().inject({
        method: 'POST',
        url: '/api/me/notifications/read',
        headers: bearer(host.token),
        payload: {},
      });
      await app().deps.jobs.enqueue('push-notification', { userId: host.userId, notificationId: row!.id });
      await runJobs();
      expect(receiver.to(endpoint)).toHaveLength(1);

      const off = await app().inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        headers: bearer(host.token),
        payload: { type: 'event-rsvp', channel: 'push', enabled: false },
      });
      expect(off.statusCode).toBe(200);
      const other = await signUp(app());
      await rsvp(app(), id, other.token, { status: 'going' });
      await runJobs();
      expect(receiver.to(endpoint)).toHaveLength(1);
      // Still in the inbox: only the push was turned off.
      const box = (await app().inject({ url: '/api/me/notifications', headers: bearer(host.token) })).json();
      expect(box.unread).toBe(1);
    });

    it('holds a push made in the member’s quiet hours until morning, in their state’s zone', async () => {
      const { host, endpoint } = await hostWithDevice();
      expect((await putProfile(app(), host.userId, host.token, { state: 'Ohio' })).statusCode).toBe(200);
      const guest = await signUp(app());
      const id = await createEvent(app(), host.token, { title: 'Late answer' });
      const afternoon = clock.now;
      try {
        // 23:30 in Ohio (Eastern).
        clock.now = Date.parse('2030-03-05T23:30:00-05:00');
        await rsvp(app(), id, guest.token, { status: 'going' });
        await runJobs();
        expect(receiver.to(endpoint)).toHaveLength(0);
        // In the inbox at once; only the push waits.
        const box = await app().inject({ url: '/api/me/notifications/unread', headers: bearer(host.token) });
        expect(box.json()).toEqual({ unread: 1 });
        clock.now = Date.parse('2030-03-06T06:59:00-05:00');
        await runJobs();
        expect(receiver.to(endpoint)).toHaveLength(0);
        clock.now = Date.parse('2030-03-06T07:00:00-05:00');
        await runJobs();
        expect(receiver.to(endpoint)).toHaveLength(1);

        // No quiet hours: at once, even at night.
        const none = await app().inject({
          method: 'PUT',
          url: '/api/me/quiet-hours',
          headers: bearer(host.token),
          payload: { from: 0, to: 0 },
        });
        expect(none.statusCode, none.body).toBe(200);
        expect(none.json().quietHours).toEqual({ from: 0, to: 0 });
        clock.now = Date.parse('2030-03-06T23:30:00-05:00');
        await rsvp(app(), id, (await signUp(app())).token, { status: 'going' });
        await runJobs();
        expect(receiver.to(endpoint)).toHaveLength(2);

        for (const bad of [{ from: 24, to: 7 }, { from: -1, to: 7 }, { from: 'ten', to: 7 }, {}]) {
          const res = await app().inject({
            method: 'PUT',
            url: '/api/me/quiet-hours',
            headers: bearer(host.token),
            payload: bad,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBeTruthy();
        }
      } finally {
        clock.now = afternoon;
      }
    });
  },
  {
    config: () => ({ push: loadConfig({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: '1' }).push }),
    build: { jobTimer: false, now: () => clock.now },
  },
);
