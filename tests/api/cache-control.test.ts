import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, multipart, signUp, signupFields } from './helpers';
import { png } from './images';

describeEachDatabase('Cache-Control on private and public answers', (ctx) => {
  it('sends no-store on every member route, on login, sign-up, logout and the reset routes', async () => {
    const app = ctx().app;
    const user = await signUp(app);
    const auth = bearer(user.token);
    const form = multipart({ city: 'Des Moines' });
    const signup = multipart(signupFields());
    const requests: InjectOptions[] = [
      { url: '/api/users', headers: auth },
      { url: '/api/users?page=2&limit=10', headers: auth },
      { url: `/api/users/${user.userId}`, headers: auth },
      {
        method: 'PUT',
        url: `/api/users/${user.userId}`,
        headers: { ...form.headers, ...auth },
        payload: form.payload,
      },
      { url: '/api/protected', headers: auth },
      { url: '/api/events', headers: auth },
      { method: 'POST', url: '/api/events', headers: auth, payload: { title: 'x' } },
      { url: '/api/events/999999', headers: auth },
      { method: 'PUT', url: '/api/events/999999/rsvp', headers: auth, payload: { status: 'going' } },
      { url: '/api/me/calendar-feed', headers: auth },
      { url: '/api/users/getscore?gameName=TETRIS', headers: auth },
      {
        method: 'PUT',
        url: `/api/users/updatescore/${user.username}/TETRIS`,
        headers: auth,
        payload: { gamescore: 100 },
      },
      { method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password } },
      { method: 'POST', url: '/api/createnew', remoteAddress: '10.200.0.1', ...signup },
      { url: `/api/resetpassword/${user.username}` },
      { url: `/api/resetpassword/verify-reset-token?token=${'a'.repeat(43)}` },
      {
        method: 'POST',
        url: `/api/resetpassword/token/${'a'.repeat(43)}`,
        payload: { password: 'Fresh#Start42' },
      },
      // Refusals too: a 401, a 403 on someone else's record, a 404.
      { url: '/api/users' },
      { url: `/api/users/${user.userId + 1000}`, headers: auth },
      { url: '/api/public/nobody-by-this-name' },
      { method: 'POST', url: '/api/logout', headers: auth },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      const label = `${request.method ?? 'GET'} ${request.url} → ${res.statusCode}`;
      expect(res.statusCode, `${label} ${res.body}`).toBeLessThan(500);
      expect(res.headers['cache-control'], label).toBe('no-store');
    }
  });

  it('keeps public, unchanging answers cacheable: photos for a year, club content for seconds (organisers edit it)', async () => {
    const app = ctx().app;
    const user = await signUp(app);
    const form = multipart({}, { profileImage: { data: await png(), filename: 'p.png', type: 'image/png' } });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.userId}`,
      headers: { ...form.headers, ...bearer(user.token) },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const own = (await app.inject({ url: `/api/users/${user.userId}`, headers: bearer(user.token) })).json();
    for (const url of [own.image, own.thumbnail]) {
      // Whether or not the browser sends its session along, a photo is public and immutable.
      for (const headers of [{}, bearer(user.token)]) {
        const photo = await app.inject({ url, headers });
        expect(photo.statusCode).toBe(200);
        expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
    const content = await app.inject({ url: '/api/content' });
    // Short enough that an organiser's edit shows within seconds on every instance.
    expect(content.headers['cache-control']).toBe('public, max-age=3');
    // The visitors' list of events is the same for every visitor: shared caches may keep it briefly,
    // apart from members' answers (Vary), which are never stored.
    const events = await app.inject({ url: '/api/events?limit=3' });
    expect(events.headers['cache-control']).toBe('public, max-age=30');
    expect(events.headers.vary).toContain('Authorization');
    const forMember = await app.inject({ url: '/api/events?limit=3', headers: bearer(user.token) });
    expect(forMember.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ url: '/api/images/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
