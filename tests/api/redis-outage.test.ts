import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { redisStore } from '../../src/server/rate-limit/redis-store';
import { DATABASES, disposeTestDatabase, GOOD_PASSWORD, signUp, testConfig } from './helpers';
import { startProxy } from './tcp-proxy';

const REDIS_URL = process.env.TEST_REDIS_URL;
const DOWN = 'rate-limit store (Redis) unavailable: requests that need it answer 503 until it is back';
const BACK = 'rate-limit store (Redis) is back';

/** A real pino logger (the one Fastify makes) whose JSON lines land in an array. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

for (const kind of DATABASES) {
  describe.runIf(REDIS_URL)(`[${kind}] Redis outage`, () => {
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let app: FastifyInstance;
    let config: AppConfig;
    const logs = capturedLogger();

    beforeAll(async () => {
      proxy = await startProxy(Number(new URL(REDIS_URL!).port || 6379), new URL(REDIS_URL!).hostname);
      const prefix = `test:outage:${process.pid}:${Math.random().toString(36).slice(2)}:`;
      config = testConfig(kind);
      app = await buildApp(config, {
        limits: redisStore(`redis://127.0.0.1:${proxy.port}`, prefix, logs.log),
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await proxy?.close();
      if (config) await disposeTestDatabase(config);
    });

    it('answers 503 with Retry-After at once while Redis is down, logs one line each way, and recovers by itself', async () => {
      const stderr = vi.spyOn(console, 'error');
      const user = await signUp(app);
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: user.username, password: GOOD_PASSWORD },
        });
      expect((await login()).statusCode).toBe(200);

      await proxy.cut();
      const waits: number[] = [];
      // About two seconds down: the client tries to reconnect several times meanwhile.
      for (let i = 0; i < 12; i++) {
        const started = performance.now();
        const res = await login();
        waits.push(performance.now() - started);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: 'Service temporarily unavailable' });
        await sleep(150);
      }
      expect(Math.max(...waits)).toBeLessThan(500);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);

      await proxy.restore();
      const deadline = Date.now() + 10_000;
      let res = await login();
      while (res.statusCode !== 200 && Date.now() < deadline) {
        await sleep(100);
        res = await login();
      }
      expect(res.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      expect(logs.lines.map((l) => l.msg)).toEqual([DOWN, BACK]);
      expect(logs.lines.map((l) => l.level)).toEqual([50, 30]); // error, then info
      expect(stderr).not.toHaveBeenCalled();
      stderr.mockRestore();
    });
  });
}
