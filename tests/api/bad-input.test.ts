import { expect, it } from 'vitest';
import { describeEachDatabase, multipart, signupFields } from './helpers';

/** A small seeded generator so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const NASTY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.NaN,
  '',
  ' ',
  'a'.repeat(70_000),
  '\u0000\u0001\u001f',
  '😀🧵✂️',
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  [],
  [1, 2],
  {},
  { $gt: '' },
  { nested: { deeper: [null] } },
  '1990-13-45',
  '2008-11-22T00:00:00Z',
];
const FIELDS = [
  'username',
  'password',
  'firstname',
  'lastname',
  'birthdate',
  'recoveryemail',
  'referredby',
  '__proto__',
  'constructor',
];

function badBodies(count: number): unknown[] {
  const next = rng(20261122);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)] as T;
  const out: unknown[] = [null, [], 'just text', 42, true];
  while (out.length < count) {
    const body: Record<string, unknown> = {};
    const n = Math.floor(next() * FIELDS.length);
    for (let i = 0; i < n; i++) body[pick(FIELDS)] = pick(NASTY_VALUES);
    out.push(body);
  }
  return out;
}

describeEachDatabase('hostile and malformed input', (ctx) => {
  it('answers every generated bad JSON body on login and sign-up with a 4xx and a message', async () => {
    const statuses = new Map<number, number>();
    for (const body of badBodies(300)) {
      for (const url of ['/api/login', '/api/createnew']) {
        const res = await ctx().app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500 || res.statusCode < 400) {
          throw new Error(`${url} answered ${res.statusCode} to ${JSON.stringify(body).slice(0, 200)}`);
        }
        expect(typeof res.json().message).toBe('string');
      }
    }
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
  });

  it('refuses malformed JSON, wrong content types and oversized bodies with 4xx', async () => {
    const app = ctx().app;
    const cases = [
      { payload: '{"username": "x", ', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: 'username=x&password=y', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'application/xml' },
      { payload: JSON.stringify({ username: 'x', password: 'y'.repeat(200_000) }), type: 'application/json' },
      { payload: '--nope\r\n\r\n', type: 'multipart/form-data; boundary=nope' },
    ];
    for (const c of cases) {
      for (const url of ['/api/login', '/api/createnew']) {
        const res = await app.inject({
          method: 'POST',
          url,
          payload: c.payload,
          headers: { 'content-type': c.type },
        });
        expect(res.statusCode, `${url} ${c.type}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${c.type}`).toBeLessThan(500);
        expect(res.json().message).toEqual(expect.any(String));
        expect(res.body).not.toMatch(/at .*\.ts:\d+/); // no stack traces
      }
    }
  });

  it('refuses a file at sign-up, which takes none, before reading it', async () => {
    const form = multipart(signupFields(), {
      image: { data: Buffer.alloc(1024 * 1024, 7), filename: 'a.png', type: 'image/png' },
    });
    const res = await ctx().app.inject({ method: 'POST', url: '/api/createnew', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The field image does not take a file');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx().app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is nothing at this address' });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await ctx().app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/app\.milanote\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/calendar\.google\.com/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the validated club content', async () => {
    const res = await ctx().app.inject({ url: '/api/content' });
    expect(res.statusCode).toBe(200);
    expect(res.json().motd.conventions).toHaveLength(2);
  });
});
