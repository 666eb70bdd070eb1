import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPasskey, fetchPost } from '../support/soft-authenticator';
import { eventFields } from './event-helpers';
import { freePort, type RunningServer } from './server-process';
import { PG_URL, signUpOn, twoInstances } from './two-instances';

const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;

/** Resolves once the Redis on `port` answers PING. */
async function redisAnswers(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
    if (pong) return;
    if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Redis paused (SIGSTOP: the connections stay open and nothing is answered), two real app
 * processes on PostgreSQL sharing it. A suspension and a members-only event answered on A must not
 * leave B serving what it kept: B stops serving kept answers and sessions once it stops hearing its
 * own pings through Redis, and A answers only once that deadline has passed (decision 24).
 */
describe.runIf(PG_URL && HAS_REDIS_SERVER)(
  '[postgres] a paused Redis: no instance serves a kept answer a change took away (needs TEST_DATABASE_URL and redis-server, skipped without)',
  () => {
    let redis: ChildProcess | undefined;
    let redisUrl = '';
    beforeAll(async () => {
      const port = await freePort();
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      redisUrl = `redis://127.0.0.1:${port}`;
      await redisAnswers(port);
    });
    afterAll(() => {
      if (redis?.pid) {
        process.kill(redis.pid, 'SIGCONT');
        redis.kill('SIGKILL');
      }
    });
    // Registered after the Redis above, so its servers start once Redis is up and stop before it.
    const instances = twoInstances('paused', () => ({ REDIS_URL: redisUrl }));
    const pause = () => process.kill(Number(redis?.pid), 'SIGSTOP');
    const resume = () => process.kill(Number(redis?.pid), 'SIGCONT');

    const sql = async (text: string, values: unknown[]) => {
      const client = new pg.Client({ connectionString: instances.databaseUrl });
      await client.connect();
      await client.query(text, values);
      await client.end();
    };
    const call = (server: RunningServer, path: string, token?: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
      });
    const json = (server: RunningServer, path: string, token?: string) =>
      call(server, path, token).then(async (res) => ({ status: res.status, text: await res.text() }));
    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, ms: performance.now() - started };
    };

    it('B serves neither the suspended member (profile, token) nor the members-only event once A answers; then kept answers resume', async () => {
      const [a, b] = [instances.a(), instances.b()];
      const org = await signUpOn(a, `pausedorg${process.pid}`);
      await sql(`UPDATE users SET role = 'organiser' WHERE id = $1`, [org.userId]);
      await addPasskey(
        fetchPost(a.baseUrl),
        { token: org.token, password: 'Two#Instances42' },
        a.baseUrl.replace('127.0.0.1', 'localhost'),
      );
      const member = { username: `pausedm${process.pid}`, ...(await signUpOn(a, `pausedm${process.pid}`)) };
      const other = { username: `pausedo${process.pid}`, ...(await signUpOn(a, `pausedo${process.pid}`)) };
      const made = await call(a, '/api/events', other.token, {
        method: 'POST',
        body: JSON.stringify(eventFields({ title: 'Paused party' })),
        headers: { 'content-type': 'application/json' },
      });
      expect(made.status).toBe(201);
      const { id: eventId } = (await made.json()) as { id: number };

      // B keeps the profile, the event list and page, and the member's session lookup. (A first
      // read that met any write meanwhile is not kept, cache/answer-cache.ts `learning`: read twice.)
      expect((await json(b, `/api/public/${member.username}`)).status).toBe(200);
      expect((await json(b, `/api/public/${member.username}`)).status).toBe(200);
      expect((await json(b, '/api/events')).text).toContain('Paused party');
      expect((await json(b, `/api/events/${eventId}`)).status).toBe(200);
      expect((await json(b, '/api/users?page=1', member.token)).status).toBe(200);
      // Proof that B answers from what it kept: a change behind the API is not seen.
      await sql(`UPDATE users SET city = 'Behind' WHERE id = $1`, [member.userId]);
      expect((await json(b, `/api/public/${member.username}`)).text).not.toContain('Behind');

      pause();
      const [suspended, hidden] = await Promise.all([
        timed(() =>
          call(a, `/api/organisers/members/${member.userId}/suspend`, org.token, {
            method: 'POST',
            body: JSON.stringify({ reason: 'Paused Redis test' }),
            headers: { 'content-type': 'application/json' },
          }),
        ),
        timed(() =>
          call(a, `/api/events/${eventId}`, other.token, {
            method: 'PUT',
            body: JSON.stringify(eventFields({ title: 'Paused party', visibility: 'members' })),
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ]);
      // Answered, not refused: the database has the change, and nobody serves the old answer.
      expect(suspended.result.status, await suspended.result.text()).toBe(200);
      expect(hidden.result.status, await hidden.result.text()).toBe(200);
      expect(Math.max(suspended.ms, hidden.ms)).toBeLessThan(3000);

      expect((await json(b, `/api/public/${member.username}`)).status).toBe(404);
      expect((await json(b, '/api/users?page=1', member.token)).status).toBe(401);
      expect((await json(b, '/api/events')).text).not.toContain('Paused party');
      expect((await json(b, `/api/events/${eventId}`)).status).toBe(404);
      // Correct answers are still served, from the database.
      const otherProfile = await timed(() => json(b, `/api/public/${other.username}`));
      expect(otherProfile.result.status).toBe(200);
      expect(otherProfile.ms).toBeLessThan(2000);
      // The rate-limit store answers 503 within its command timeout, never hangs a request.
      const login = await timed(() =>
        call(b, '/api/login', undefined, {
          method: 'POST',
          body: JSON.stringify({ username: other.username, password: 'Two#Instances42' }),
          headers: { 'content-type': 'application/json' },
        }),
      );
      expect(login.result.status).toBe(503);
      expect(login.ms).toBeLessThan(2500);

      resume();
      // Kept answers resume: a change behind the API is again not seen until the time to live.
      const deadline = Date.now() + 10_000;
      let kept = false;
      while (!kept && Date.now() < deadline) {
        await json(b, `/api/public/${other.username}`);
        const city = `Kept${Date.now()}`;
        await sql('UPDATE users SET city = $2 WHERE id = $1', [other.userId, city]);
        kept = !(await json(b, `/api/public/${other.username}`)).text.includes(city);
        if (!kept) await new Promise((r) => setTimeout(r, 100));
      }
      expect(kept).toBe(true);
      // And what the changes took away stays away.
      expect((await json(b, `/api/public/${member.username}`)).status).toBe(404);
      expect((await json(b, '/api/users?page=1', member.token)).status).toBe(401);
      expect((await json(b, '/api/events')).text).not.toContain('Paused party');
    });
  },
);
