import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { disposeTestDatabase, testConfig } from './helpers';

/** The server's timeouts, shortened so that the test takes seconds (production: README). */
const TIMEOUTS = { requestMs: 1000, headersMs: 1000, idleMs: 30_000, keepAliveMs: 1000 };
/** Node checks the request deadlines every 250 ms here; allow for that and a slow machine. */
const MARGIN_MS = 1500;

interface Outcome {
  closedAfterMs: number;
  answer: string;
}

/** Opens a raw connection, writes `head`, then dribbles `drip` a byte every `everyMs`. */
function dribble(port: number, head: string, drip: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] ?? '');
      }, everyMs);
    });
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => undefined); // a reset after the server closes is expected
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: performance.now() - started, answer });
    });
    setTimeout(() => reject(new Error('the server kept the connection open')), 20_000).unref();
  });
}

describe('[sqlite] slow clients are cut off by the server timeouts', () => {
  const config = testConfig('sqlite', { timeouts: TIMEOUTS });
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await disposeTestDatabase(config);
  });

  it('closes a connection whose body arrives a byte at a time, with 408 { message }', async () => {
    const body = JSON.stringify({ username: 'slowpoke', password: 'x'.repeat(60) });
    const head = `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // A byte every 100 ms: never idle long, but the whole body would need 8 s.
    const outcome = await dribble(port, head, body, 100);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + MARGIN_MS);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(outcome.answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: 'The request took too long to arrive',
    });
  });

  it('closes a connection whose headers arrive a byte at a time', async () => {
    const outcome = await dribble(
      port,
      'GET /api/content HTTP/1.1\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      100,
    );
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + MARGIN_MS);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const outcome = await dribble(port, 'GET /api/content HTTP/1.1\r\nHost: x\r\n\r\n', '', 1000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.answer).toMatch(/keep-alive: timeout=1\r\n/i);
    // Node waits one second past the advertised timeout, so a client never races the close.
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.keepAliveMs + 1000 + MARGIN_MS);
  });

  it('still serves a client that sends its request at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'Wrong#pass1' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('timeout settings', () => {
  it('defaults to 120 s for a whole request, 20 s for headers, 10 s keep-alive', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 120_000,
      headersMs: 20_000,
      idleMs: 30_000,
      keepAliveMs: 10_000,
    });
  });

  it('takes REQUEST_TIMEOUT_SECONDS and KEEP_ALIVE_TIMEOUT_SECONDS, and refuses nonsense', () => {
    const config = loadConfig({ REQUEST_TIMEOUT_SECONDS: '600', KEEP_ALIVE_TIMEOUT_SECONDS: '75' });
    expect(config.timeouts.requestMs).toBe(600_000);
    expect(config.timeouts.keepAliveMs).toBe(75_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).timeouts.headersMs).toBe(5000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
