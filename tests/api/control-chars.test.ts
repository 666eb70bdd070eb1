import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, multipart, signUp, signupFields } from './helpers';

/** C0 controls (NUL first: SQLite stores it, PostgreSQL refuses it), DEL and two C1 controls. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\u000b', '\r', '\u001b', '\u001f', '\u007f'];
const C1 = ['\u0085', '\u009b'];
const name = (ch: string) => `U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

describeEachDatabase('control characters in the address and in body text', (ctx) => {
  /** Every place a path segment or a query value reaches a handler (and two that reach none). */
  const addresses = (id: number, username: string, c: string) => [
    `/api/search?query=abc${c}`,
    `/api/search?state=${c}Iowa`,
    `/api/search?query=abc&${c}=1`,
    `/api/public/${c}${username}`,
    `/api/public/${username}${c}/slideshow`,
    `/api/users?page=1${c}&limit=10`,
    `/api/users/${id}${c}`,
    `/api/users/getscore?gameName=TETRIS${c}`,
    `/api/images/${c}AAAAAAAAAAAAAAAAAAAAA`,
    `/api/images/AAAAAAAAAAAAAAAAAAAAA${c}/thumb`,
    `/api/resetpassword/${username}${c}`,
    `/api/resetpassword/verify-reset-token?token=${'a'.repeat(30)}${c}`,
    `/api/content?lang=en${c}`,
    `/api/no-such-route${c}`,
    `/members${c}`,
  ];

  it.each([...CONTROLS, ...C1].map((c) => [name(c), c]))(
    'answers %s in any path segment or query value with 400 { message } before a handler runs',
    async (_label, c) => {
      const app = ctx().app;
      const user = await signUp(app);
      const encoded = encodeURIComponent(c);
      const requests: InjectOptions[] = [
        ...addresses(user.userId, user.username, encoded).map((url) => ({
          method: 'GET' as const,
          url,
          headers: bearer(user.token),
        })),
        {
          method: 'PUT',
          url: `/api/users/updatescore/${user.username}${encoded}/TETRIS`,
          headers: bearer(user.token),
          payload: { gamescore: 10 },
        },
        { method: 'POST', url: `/api/resetpassword/token/${'a'.repeat(30)}${encoded}`, payload: {} },
      ];
      for (const request of requests) {
        const res = await app.inject(request);
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
        expect(res.json()).toEqual({ message: expect.stringMatching(/control characters/) });
      }
    },
  );

  it('leaves ordinary and percent-looking text alone', async () => {
    const app = ctx().app;
    for (const url of [
      '/api/search?query=%2500',
      '/api/search?query=caf%C3%A9+%F0%9F%A7%B5',
      '/api/content',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('refuses control characters in sign-up fields on both databases instead of storing them', async () => {
    const app = ctx().app;
    for (const field of ['firstname', 'lastname', 'recoveryemail', 'referredby']) {
      for (const c of ['\u0000', '\u001b', '\u007f']) {
        const fields = signupFields({ [field]: `Ad${c}a` });
        const form = await app.inject({ method: 'POST', url: '/api/createnew', ...multipart(fields) });
        expect(form.statusCode, `${field} ${name(c)} multipart`).toBe(400);
        expect(form.json().message).toBe(`The field ${field} contains characters that are not allowed`);
        const json = await app.inject({ method: 'POST', url: '/api/createnew', payload: fields });
        expect(json.statusCode, `${field} ${name(c)} JSON`).toBe(400);
        expect(json.json().message).toBe(`The field ${field} contains characters that are not allowed`);
      }
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ab\u0000c', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('The field username contains characters that are not allowed');
  });

  it('refuses NUL in a profile text field but keeps newlines and tabs in About me', async () => {
    const app = ctx().app;
    const user = await signUp(app);
    const save = (fields: Record<string, string>) => {
      const form = multipart(fields);
      return app.inject({
        method: 'PUT',
        url: `/api/users/${user.userId}`,
        headers: { ...form.headers, ...bearer(user.token) },
        payload: form.payload,
      });
    };
    const nul = await save({ other: 'x\u0000y' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/not allowed/);
    expect((await save({ about: 'Line one\r\nLine two\twith a tab' })).statusCode).toBe(200);
    const own = await app.inject({ url: `/api/users/${user.userId}`, headers: bearer(user.token) });
    expect(own.json().about).toBe('Line one\r\nLine two\twith a tab');
    expect(own.json().other).toBe('');
  });

  it('refuses control characters in JSON keys and in nested JSON values', async () => {
    const app = ctx().app;
    for (const payload of [{ 'user\u0000name': 'a' }, { username: 'a', extra: [{ deep: 'x\u0001' }] }]) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/contains characters that are not allowed/);
    }
  });
});
