import net from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { describeEachDatabase, disposeTestDatabase, testConfig } from './helpers';

/** The headers helmet puts on normal answers; every error must carry them too. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

function expectAppShape(res: LightMyRequestResponse, label: string, reflected: string[]) {
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  expect(Object.keys(res.json()), `${label}: ${res.body}`).toEqual(['message']);
  expect(res.json().message, label).toEqual(expect.any(String));
  for (const text of ['FST_', 'astify', 'statusCode', ...reflected])
    expect(res.body, label).not.toContain(text);
  for (const name of SECURITY_HEADERS) expect(res.headers[name], `${label}: ${name}`).toBeDefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control'], label).toBe('no-store');
}

describeEachDatabase('every error answer has the app’s shape and headers', (ctx) => {
  const cases: Array<[string, number, InjectOptions, string[]]> = [
    ['a 201-character id', 414, { url: `/api/users/${'1'.repeat(201)}` }, ['1111111111']],
    ['a malformed percent-encoding', 400, { url: '/api/public/%E0%A4%A' }, ['%E0', 'E0%A4']],
    ['an unknown API path', 404, { url: '/api/nope-nothing-here' }, ['nope-nothing-here']],
    ['an unknown page POST', 404, { method: 'POST', url: '/members-xyz' }, ['members-xyz']],
    ['a wrong method', 404, { method: 'DELETE', url: '/api/login' }, ['DELETE', '/api/login']],
    [
      'an invalid JSON body',
      400,
      {
        method: 'POST',
        url: '/api/login',
        payload: '{"username": ',
        headers: { 'content-type': 'application/json' },
      },
      ['Unexpected', 'JSON at'],
    ],
    [
      'a too large body',
      413,
      {
        method: 'POST',
        url: '/api/login',
        payload: JSON.stringify({ username: 'x'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      },
      [],
    ],
    [
      'an unsupported content type',
      415,
      { method: 'POST', url: '/api/login', payload: '<x/>', headers: { 'content-type': 'application/xml' } },
      ['application/xml'],
    ],
    ['a control character', 400, { url: '/api/search?query=a%00' }, []],
    ['a missing session', 401, { url: '/api/users' }, []],
  ];

  it.each(cases)(
    '%s: %i with { message } only, security headers, no-store',
    async (label, status, request, reflected) => {
      const res = await ctx().app.inject(request);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expectAppShape(res, label, reflected);
    },
  );

  it('sends on errors every security header a normal answer has', async () => {
    const normal = await ctx().app.inject({ url: '/api/content' });
    const helmetNames = Object.keys(normal.headers).filter(
      (h) => !/^(content-|cache-|date|connection)/.test(h),
    );
    helmetNames.push('content-security-policy');
    for (const url of [`/api/users/${'1'.repeat(201)}`, '/api/public/%E0%A4%A', '/api/nope']) {
      const error = await ctx().app.inject({ url });
      for (const name of helmetNames) expect(error.headers[name], `${url}: ${name}`).toBeDefined();
    }
  });
});

describe('[sqlite] HTTP-level errors on a real socket', () => {
  const config = testConfig('sqlite');
  let port = 0;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await disposeTestDatabase(config);
  });

  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let out = '';
      socket.on('data', (d) => (out += d));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });

  it('answers a request that is not HTTP with 400 { message } and security headers, then closes', async () => {
    const answer = await raw('HELLO /api/%00 WORLD\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-security-policy: default-src 'none'/i);
    expect(head).toMatch(/x-content-type-options: nosniff/i);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ message: 'The request is not valid' });
  });

  it('answers oversized headers with 431 { message }', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: 'The request headers are too large',
    });
  });
});
