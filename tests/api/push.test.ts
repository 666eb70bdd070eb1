import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DELETION_GRACE_MS, purgeDeletedAccounts } from '../../src/server/features/profiles/account-deletion';
import { ENDPOINT_MESSAGES } from '../../src/server/features/push/endpoint-rule';
import { PUSH_JOB, pushNotificationJob } from '../../src/server/features/push/push-job';
import type { PushDevice, PushMessage } from '../../src/shared/api/push';
import { browserKeys, decryptPush, startPushReceiver, verifyVapid } from '../support/push-receiver';
import { bearer, describeEachDatabase, GOOD_PASSWORD, signUp } from './helpers';
import { jobRows } from './job-helpers';
import { organiser, organiserPost } from './moderation-helpers';
import { unzip } from './zip-helpers';

const clock = { now: Date.now() };
const MAX_DEVICES = 3;
/** What the notifications feature would render; null for notification 404 (gone). */
const rendered = (notificationId: number): PushMessage | null =>
  notificationId === 404
    ? null
    : { title: 'New comment', body: `Notification ${notificationId}`, url: '/events/12', tag: 'event-12' };

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

describeEachDatabase(
  'Web Push: devices and delivery',
  (ctx) => {
    const app = () => ctx().app;
    const subscribe = (token: string | undefined, body: object) =>
      app().inject({
        method: 'POST',
        url: '/api/me/push-subscriptions',
        payload: body,
        headers: token ? bearer(token) : {},
      });
    const devices = async (token: string, current?: string) => {
      const res = await app().inject({
        url: `/api/me/push-subscriptions${current ? `?current=${encodeURIComponent(current)}` : ''}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json().devices as PushDevice[];
    };
    /** A member with one device on the local receiver. */
    const memberWithDevice = async (label = 'Chrome on Android') => {
      const m = await signUp(app());
      const keys = browserKeys();
      const endpoint = receiver.endpoint();
      const res = await subscribe(m.token, { endpoint, keys: keys.json, label });
      expect(res.statusCode, res.body).toBe(201);
      return { ...m, keys, endpoint, device: res.json() as PushDevice };
    };
    const push = async (userId: number, notificationId = 1) => {
      await app().deps.jobs.enqueue(PUSH_JOB, { userId, notificationId });
      await app().deps.jobs.runDue();
    };

    beforeAll(() => {
      // The renderer the notifications feature will give (handlers.ts has a placeholder).
      app().deps.jobs.register(
        PUSH_JOB,
        pushNotificationJob(app().deps, async (_userId, id) => rendered(id)),
      );
    });

    it('gives the public key to anyone, the same each time, cacheable for a while', async () => {
      const first = await app().inject({ url: '/api/push/key' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      const { publicKey } = first.json();
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect((await app().inject({ url: '/api/push/key' })).json().publicKey).toBe(publicKey);
    });

    it('asks for a session (401) on every device route', async () => {
      const keys = browserKeys();
      expect(
        (await subscribe(undefined, { endpoint: receiver.endpoint(), keys: keys.json, label: 'x' }))
          .statusCode,
      ).toBe(401);
      expect((await app().inject({ url: '/api/me/push-subscriptions' })).statusCode).toBe(401);
      expect((await app().inject({ method: 'DELETE', url: '/api/me/push-subscriptions/1' })).statusCode).toBe(
        401,
      );
    });

    it('refuses bad bodies with a message', async () => {
      const m = await signUp(app());
      const keys = browserKeys().json;
      const bad = [
        { endpoint: 'not a url', keys, label: 'Phone' },
        { endpoint: receiver.endpoint(), keys: { p256dh: 'short', auth: keys.auth }, label: 'Phone' },
        { endpoint: receiver.endpoint(), label: 'Phone' },
        { endpoint: receiver.endpoint(), keys, label: '   ' },
        { endpoint: receiver.endpoint(), keys, label: 'Phone\u202e' },
      ];
      for (const body of bad) {
        const res = await subscribe(m.token, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect(await devices(m.token)).toEqual([]);
    });

    it('never lets a member point the server at an internal address (only loopback is allowed here, for the test receiver)', async () => {
      const m = await signUp(app());
      const keys = browserKeys().json;
      const refused = {
        'http://push.example.com/abc': ENDPOINT_MESSAGES.notHttps,
        'http://10.0.0.5/abc': ENDPOINT_MESSAGES.notHttps,
        'https://10.0.0.5/abc': ENDPOINT_MESSAGES.notPublic,
        'https://192.168.1.20/abc': ENDPOINT_MESSAGES.notPublic,
        'https://169.254.169.254/latest/meta-data': ENDPOINT_MESSAGES.notPublic,
        'https://[fd00::1]/abc': ENDPOINT_MESSAGES.notPublic,
        'https://metadata.internal/abc': ENDPOINT_MESSAGES.notPublic,
        'https://push.example.com:8443/abc': ENDPOINT_MESSAGES.notPublic,
      };
      for (const [endpoint, message] of Object.entries(refused)) {
        const res = await subscribe(m.token, { endpoint, keys, label: 'Phone' });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().message, endpoint).toBe(message);
      }
      expect(await devices(m.token)).toEqual([]);
    });

    it('lists only the member’s own devices, marks the asking one, and removes only their own', async () => {
      const a = await memberWithDevice('Firefox on Linux');
      const b = await memberWithDevice();
      expect(a.device).toMatchObject({
        label: 'Firefox on Linux',
        service: '127.0.0.1',
        lastPushAt: null,
        current: true,
      });
      const listed = await devices(a.token, a.endpoint);
      expect(listed).toEqual([{ ...a.device, current: true }]);
      expect((await devices(a.token))[0]?.current).toBe(false);
      expect(JSON.stringify(listed)).not.toContain(a.endpoint);

      const others = await app().inject({
        method: 'DELETE',
        url: `/api/me/push-subscriptions/${b.device.id}`,
        headers: bearer(a.token),
      });
      expect(others.statusCode).toBe(404);
      expect(others.json().message).toBe('No such device.');
      expect(await devices(b.token)).toHaveLength(1);
      const own = await app().inject({
        method: 'DELETE',
        url: `/api/me/push-subscriptions/${a.device.id}`,
        headers: bearer(a.token),
      });
      expect(own.statusCode).toBe(204);
      expect(await devices(a.token)).toEqual([]);
      await push(a.userId);
      expect(receiver.to(a.endpoint)).toEqual([]);
    });

    it('moves a browser to the member who subscribes it last, and keeps a member’s newest devices', async () => {
      const a = await memberWithDevice();
      const b = await signUp(app());
      const again = await subscribe(b.token, {
        endpoint: a.endpoint,
        keys: a.keys.json,
        label: 'Shared tablet',
      });
      expect(again.statusCode).toBe(201);
      expect(await devices(a.token)).toEqual([]);
      expect((await devices(b.token)).map((d) => d.label)).toEqual(['Shared tablet']);

      const labels = ['Second', 'Third', 'Fourth'];
      for (const label of labels) {
        clock.now += 1000;
        const res = await subscribe(b.token, {
          endpoint: receiver.endpoint(),
          keys: browserKeys().json,
          label,
        });
        expect(res.statusCode).toBe(201);
      }
      expect((await devices(b.token)).map((d) => d.label)).toEqual(labels);
    });

    it('keeps one device when the same browser subscribes several times at once', async () => {
      const m = await signUp(app());
      const keys = browserKeys().json;
      const endpoint = receiver.endpoint();
      const answers = await Promise.all(
        ['One', 'Two', 'Three', 'Four'].map((label) => subscribe(m.token, { endpoint, keys, label })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const listed = await devices(m.token, endpoint);
      expect(listed).toHaveLength(1);
      expect(new Set(answers.map((r) => r.json().id))).toEqual(new Set([listed[0]?.id]));
    });

    it('keeps at most the cap of devices when many new browsers subscribe at once', async () => {
      const m = await signUp(app());
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          subscribe(m.token, {
            endpoint: receiver.endpoint(),
            keys: browserKeys().json,
            label: `Browser ${i}`,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      expect(await devices(m.token)).toHaveLength(MAX_DEVICES);
    });

    it('delivers the rendered message, encrypted to the browser, signed for the push service', async () => {
      const m = await memberWithDevice();
      const { publicKey } = (await app().inject({ url: '/api/push/key' })).json();
      const before = Math.floor(Date.now() / 1000);
      await push(m.userId, 7);
      const [arrived, ...more] = receiver.to(m.endpoint);
      expect(more).toEqual([]);
      expect(arrived?.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        ttl: '86400',
        urgency: 'normal',
        topic: 'event-12',
      });
      expect(JSON.parse(decryptPush(arrived!.body, m.keys))).toEqual(rendered(7));
      const claims = verifyVapid(arrived!.headers.authorization, publicKey);
      expect(claims.aud).toBe(receiver.origin);
      expect(claims.exp).toBeGreaterThan(before);
      expect(claims.exp).toBeLessThanOrEqual(before + 24 * 3600 + 5);
      expect(claims.sub).toMatch(/^(mailto:|https:)/);
      const [device] = await devices(m.token);
      expect(device?.lastPushAt).toBe(new Date(clock.now).toISOString());
    });

    it('removes a subscription the push service says is gone (404, 410), without retrying', async () => {
      for (const status of [404, 410]) {
        const m = await memberWithDevice();
        receiver.answer(m.endpoint, status);
        await push(m.userId);
        expect(receiver.to(m.endpoint)).toHaveLength(1);
        expect(await devices(m.token)).toEqual([]);
      }
      const waiting = (await jobRows(ctx(), PUSH_JOB)).filter((j) => j.status === 'waiting');
      expect(waiting).toEqual([]);
    });

    it('retries when no device got the push, not when one did; drops a device failing again and again', async () => {
      const m = await memberWithDevice();
      receiver.answer(m.endpoint, 500);
      await push(m.userId, 20);
      const [job] = (await jobRows(ctx(), PUSH_JOB)).filter((j) => j.payload.includes('"notificationId":20'));
      expect(job).toMatchObject({ status: 'waiting', attempts: 1 });
      expect(Number(job!.run_at)).toBeGreaterThan(clock.now);

      // The service is back: the retry delivers it.
      receiver.answer(m.endpoint, 201);
      clock.now = Number(job!.run_at);
      await app().deps.jobs.runDue();
      expect(receiver.to(m.endpoint)).toHaveLength(2);
      expect((await jobRows(ctx(), PUSH_JOB)).find((j) => j.id === job!.id)?.status).toBe('done');

      // Two devices, one failing: the push reached the other, so no retry; the failing one goes
      // after maxFailures (5) failures in a row.
      const second = browserKeys();
      const failing = receiver.endpoint();
      await subscribe(m.token, { endpoint: failing, keys: second.json, label: 'Old laptop' });
      receiver.answer(failing, 503);
      for (let i = 0; i < 5; i += 1) await push(m.userId, 30 + i);
      expect(receiver.to(failing)).toHaveLength(5);
      expect((await jobRows(ctx(), PUSH_JOB)).filter((j) => j.status === 'waiting')).toEqual([]);
      expect((await devices(m.token)).map((d) => d.label)).toEqual(['Chrome on Android']);
    });

    it('sends nothing when the notification renders to nothing', async () => {
      const m = await memberWithDevice();
      await push(m.userId, 404);
      expect(receiver.to(m.endpoint)).toEqual([]);
    });

    it('sends nothing to a suspended member', async () => {
      const m = await memberWithDevice();
      const org = await organiser(app());
      const suspended = await organiserPost(app(), org.token, `members/${m.userId}/suspend`, 'Cooling off');
      expect(suspended.statusCode, suspended.body).toBe(200);
      await push(m.userId);
      expect(receiver.to(m.endpoint)).toEqual([]);
    });

    it('sends nothing once the member deletes the account, and removes the devices at once', async () => {
      const m = await memberWithDevice();
      const deleted = await app().inject({
        method: 'DELETE',
        url: `/api/users/${m.userId}`,
        payload: { password: GOOD_PASSWORD },
        headers: bearer(m.token),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await push(m.userId);
      expect(receiver.to(m.endpoint)).toEqual([]);
      // Gone at once (issue 34 item 7), not only when the account is erased.
      const devicesNow = () =>
        app()
          .deps.database.db.selectFrom('push_subscriptions')
          .select('id')
          .where('endpoint', '=', m.endpoint)
          .execute();
      expect(await devicesNow()).toEqual([]);

      clock.now += DELETION_GRACE_MS + 1000;
      await purgeDeletedAccounts(app().deps);
      expect(await devicesNow()).toEqual([]);
    });

    it('stops pushing to a browser once its session ends: signed out everywhere, or expired', async () => {
      const m = await memberWithDevice('Lost phone');
      const login = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: m.username, password: m.password },
        remoteAddress: '10.77.0.1',
      });
      expect(login.statusCode, login.body).toBe(200);
      const laptop = login.json().token as string;
      const ended = await app().inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(laptop) });
      expect(ended.statusCode, ended.body).toBeLessThan(300);
      expect(await devices(laptop)).toEqual([]);
      await push(m.userId);
      expect(receiver.to(m.endpoint)).toEqual([]);

      // An expired session: the device gets nothing, even before the sweep takes the row.
      const other = await memberWithDevice('Old tablet');
      clock.now += app().deps.config.sessionTtlMs + 1000;
      await push(other.userId);
      expect(receiver.to(other.endpoint)).toEqual([]);
      // A device of a live session still gets its pushes: the rule is not broader than that.
      const again = await memberWithDevice('New tablet');
      await push(again.userId);
      expect(receiver.to(again.endpoint)).toHaveLength(1);
    });

    it('puts the member’s devices in their data export: label, service and dates, no endpoint or keys', async () => {
      const m = await memberWithDevice('Safari on iPhone');
      await push(m.userId);
      const res = await app().inject({ url: '/api/me/export', headers: bearer(m.token) });
      expect(res.statusCode).toBe(200);
      const files = await unzip(res.rawPayload);
      const exported = JSON.parse(files.get('push-devices.json')?.toString() ?? 'null');
      expect(exported).toEqual([
        {
          label: 'Safari on iPhone',
          service: '127.0.0.1',
          createdAt: m.device.createdAt,
          lastPushAt: new Date(clock.now).toISOString(),
        },
      ]);
      const whole = [...files.values()].map((b) => b.toString('latin1')).join('');
      expect(whole).not.toContain(new URL(m.endpoint).pathname);
      expect(whole).not.toContain(m.keys.json.auth);
    });

    it('counts subscriptions per member: 429 with Retry-After past the day’s limit', async () => {
      const m = await signUp(app());
      const limit = ctx().config.rateLimits.pushSubscribesPerUser.max;
      for (let i = 0; i < limit; i += 1) {
        const res = await subscribe(m.token, {
          endpoint: receiver.endpoint(),
          keys: browserKeys().json,
          label: 'P',
        });
        expect(res.statusCode).toBe(201);
      }
      const over = await subscribe(m.token, {
        endpoint: receiver.endpoint(),
        keys: browserKeys().json,
        label: 'P',
      });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json().message).toMatch(/many devices today/);
    });
  },
  {
    config: () => ({
      push: { ...loadConfig({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: '1' }).push, maxDevicesPerMember: MAX_DEVICES },
    }),
    build: { now: () => clock.now, jobTimer: false },
  },
);
