import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, multipart, signUp } from './helpers';

/** Seeded generator: a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1103515245 + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

const STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  '\u0000',
  '\u0007\u001b[31m',
  '😀🧵',
  '../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%',
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,x',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '__proto__',
  'constructor',
  '\\',
  '\r\n',
];
const VALUES: unknown[] = [
  ...STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.MAX_VALUE,
  [],
  {},
  [1, 'x'],
  { a: { b: [] } },
];
const TOKENS = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'A'.repeat(500)}`,
  'Basic YTpi',
  'bearer lowercase-token-value-xxxxxxxx',
  'Bearer 😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀',
  'Bearer a.b.c',
];
const FIELDS = [
  'username',
  'password',
  'firstname',
  'about',
  'state',
  'imawhat',
  'instagram',
  'calendar',
  'gamescore',
  'profileImage',
  'slideshowImage0',
  'email',
];

describeEachDatabase('every route under hostile input', (ctx) => {
  it.each([7, 1234, 20261122])(
    'never answers 5xx and never changes another member’s data (seed %i)',
    async (seed) => {
      const app = ctx().app;
      const victim = await signUp(app);
      const attacker = await signUp(app);
      const victimBefore = (
        await app.inject({ url: `/api/users/${victim.userId}`, headers: bearer(victim.token) })
      ).body;

      const next = rng(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
      const segment = () => encodeURIComponent(pick(STRINGS)).slice(0, 300) || 'x';
      const routes: Array<() => { method: string; url: string }> = [
        () => ({ method: 'GET', url: `/api/public/${segment()}` }),
        () => ({ method: 'GET', url: `/api/public/${segment()}/slideshow` }),
        () => ({ method: 'GET', url: `/api/search?query=${segment()}&state=${segment()}` }),
        () => ({ method: 'GET', url: `/api/users?page=${segment()}&limit=${segment()}` }),
        () => ({
          method: 'GET',
          url: `/api/users/${pick([segment(), String(victim.userId), '-1', '0', '1.5'])}`,
        }),
        () => ({
          method: 'PUT',
          url: `/api/users/${pick([segment(), String(victim.userId), String(attacker.userId)])}`,
        }),
        () => ({ method: 'GET', url: `/api/users/getscore?gameName=${segment()}` }),
        () => ({
          method: 'PUT',
          url: `/api/users/updatescore/${pick([segment(), victim.username, attacker.username])}/${segment()}`,
        }),
        () => ({ method: 'GET', url: `/api/images/${segment()}` }),
        () => ({ method: 'GET', url: `/api/images/${segment()}/thumb` }),
        () => ({ method: 'GET', url: `/api/resetpassword/${segment()}` }),
        () => ({ method: 'GET', url: `/api/resetpassword/verify-reset-token?token=${segment()}` }),
        () => ({ method: 'POST', url: `/api/resetpassword/token/${segment()}` }),
        () => ({ method: 'POST', url: '/api/login' }),
        () => ({ method: 'POST', url: '/api/createnew' }),
        () => ({ method: 'POST', url: '/api/logout' }),
        () => ({ method: 'GET', url: '/api/protected' }),
        () => ({ method: 'GET', url: '/api/content' }),
        () => ({ method: pick(['DELETE', 'PATCH', 'OPTIONS']), url: `/api/${segment()}` }),
      ];

      const statuses = new Map<number, number>();
      for (let i = 0; i < 600; i++) {
        const { method, url } = pick(routes)();
        const headers: Record<string, string> = {};
        const auth = pick([...TOKENS, `Bearer ${attacker.token}`, `Bearer ${attacker.token}`]);
        if (auth) headers.authorization = auth;
        let payload: string | Buffer | undefined;
        if (method === 'PUT' || method === 'POST') {
          const shape = next();
          const body: Record<string, unknown> = {};
          for (let f = 0; f < 4; f++) body[pick(FIELDS)] = pick(VALUES);
          if (shape < 0.5) {
            payload = JSON.stringify(shape < 0.1 ? pick(VALUES) : body);
            headers['content-type'] = 'application/json';
          } else {
            const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
            const form = multipart(
              fields,
              next() < 0.3
                ? {
                    profileImage: {
                      data: Buffer.from(pick(STRINGS)),
                      filename: pick(STRINGS),
                      type: 'image/png',
                    },
                  }
                : {},
            );
            // Sometimes send a field twice.
            payload =
              shape < 0.7
                ? Buffer.concat([
                    form.payload.subarray(0, form.payload.length - 4),
                    form.payload.subarray(0, form.payload.length),
                  ])
                : form.payload;
            Object.assign(headers, form.headers);
          }
        }
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers,
          payload,
          remoteAddress: `10.77.${i >> 8}.${i & 255}`,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500)
          throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      }
      expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);

      const victimAfter = (
        await app.inject({ url: `/api/users/${victim.userId}`, headers: bearer(victim.token) })
      ).body;
      expect(victimAfter).toBe(victimBefore);
      const victimLogin = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: victim.username, password: victim.password },
      });
      expect(victimLogin.statusCode).toBe(200);
    },
    120_000,
  );
});
