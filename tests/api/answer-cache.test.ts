import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { scopesOpen } from '../../src/server/db/change-recorder';
import { itKeeps as keeps } from './answer-cache-helpers';
import { createEvent, detail, listEvents, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, putProfile, signUp, uniqueName } from './helpers';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * The answer cache of public reads (plugins/answer-cache.ts): answers are kept, revalidated with
 * ETags, and a write through the API is seen by the very next read — privacy above all.
 * On PostgreSQL the cache runs only beside Redis (several instances), so that suite uses it.
 */
describeEachDatabase(
  'answer cache: kept answers, ETags, and writes seen at once',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string, headers: Record<string, string> = {}) => app().inject({ url, headers });
    const profileOf = async (fields: Record<string, string> = {}) => {
      const m = await signUp(app(), { username: uniqueName('cached') });
      const res = await putProfile(app(), m.userId, m.token, { city: 'Ames', state: 'Iowa', ...fields });
      expect(res.statusCode, res.body).toBe(200);
      return m;
    };
    /** A public member whose profile and search answers have each been read (and so kept) once. */
    const keptProfileAndSearch = async () => {
      const m = await profileOf();
      const url = `/api/public/${m.username}`;
      const search = `/api/search?query=${m.username}`;
      expect((await get(url)).statusCode).toBe(200);
      expect((await get(search)).json()).toHaveLength(1);
      return { m, url, search };
    };
    const currentSessionId = async (token: string) => {
      const sessions = (await get('/api/sessions', bearer(token))).json() as {
        sessions: Array<{ id: string; current: boolean }>;
      };
      return sessions.sessions.find((x) => x.current)?.id ?? '';
    };
    /** Behind the API's back (as the command line would): only the time to live reaches it. */
    const writeCityDirectly = (userId: number, city: string) =>
      app()
        .deps.database.db.withoutPlugins()
        .updateTable('users')
        .set({ city })
        .where('id', '=', userId)
        .execute();

    const itKeeps = (name: string, check: () => Promise<void>) => keeps(app, name, check);

    it('runs in this suite (it would be off on PostgreSQL without Redis)', () => {
      expect(app().answers.stats().enabled).toBe(true);
    });

    it('leaves no write log open once answers have gone out (the storage turns off)', async () => {
      const { m } = await keptProfileAndSearch();
      const res = await putProfile(app(), m.userId, m.token, {
        city: 'Ames',
        state: 'Iowa',
        about: 'scopes',
      });
      expect(res.statusCode).toBe(200);
      // Its sign-up's mail job may still run (a job is a scope too); then nothing stays open.
      await expect.poll(() => scopesOpen(), { timeout: 5000 }).toBe(0);
    });

    itKeeps(
      'keeps a public profile until a write or its time to live, and shows an API write at once',
      async () => {
        const m = await profileOf();
        const url = `/api/public/${m.username}`;
        expect((await get(url)).json().city).toBe('Ames');
        await writeCityDirectly(m.userId, 'Boone');
        expect((await get(url)).json().city).toBe('Ames'); // served from the cache
        clock.now += 10_001;
        // Its time to live ended: sent once more at once, while a fresh one is read beside it.
        expect((await get(url)).json().city).toBe('Ames');
        await expect.poll(async () => (await get(url)).json().city).toBe('Boone');

        expect((await putProfile(app(), m.userId, m.token, { city: 'Cedar Falls' })).statusCode).toBe(200);
        expect((await get(url)).json().city).toBe('Cedar Falls');
        const found = (await get(`/api/search?query=${m.username}`)).json() as Array<{ city: string }>;
        expect(found.map((c) => c.city)).toEqual(['Cedar Falls']);
      },
    );

    it('past its time to live and its grace, the next reader waits for a fresh answer', async () => {
      const m = await profileOf();
      const url = `/api/public/${m.username}`;
      expect((await get(url)).json().city).toBe('Ames');
      await writeCityDirectly(m.userId, 'Boone');
      clock.now += 20_001;
      expect((await get(url)).json().city).toBe('Boone');
    });

    it('never sends an answer in its grace once a write changed it: members-only is gone at once', async () => {
      const { m, url, search } = await keptProfileAndSearch();
      clock.now += 10_001; // both kept answers are now in their grace
      expect((await putProfile(app(), m.userId, m.token, { visibility: 'members' })).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(search)).json()).toHaveLength(0);
    });

    it('never serves a profile made members-only, or unlisted, from the cache', async () => {
      const { m, url, search } = await keptProfileAndSearch();
      expect((await putProfile(app(), m.userId, m.token, { visibility: 'members' })).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(`${url}/slideshow`)).statusCode).toBe(404);
      expect((await get(search)).json()).toHaveLength(0);

      expect((await putProfile(app(), m.userId, m.token, { visibility: 'everyone' })).statusCode).toBe(200);
      expect((await get(search)).json()).toHaveLength(1);
      expect((await putProfile(app(), m.userId, m.token, { listed: 'false' })).statusCode).toBe(200);
      expect((await get(search)).json()).toHaveLength(0);
    });

    it("keeps the owner's own view (contact details) to the owner", async () => {
      const owner = await profileOf({ email: 'owner@example.org', contactvisibility: 'nobody' });
      const other = await signUp(app(), { username: uniqueName('reader') });
      const url = `/api/public/${owner.username}`;
      expect((await get(url, bearer(owner.token))).json().email).toBe('owner@example.org');
      expect((await get(url, bearer(other.token))).json().email).toBe('');
      expect((await get(url)).json().email).toBe('');
      expect((await get(url, bearer(owner.token))).json().email).toBe('owner@example.org');
    });

    it('answers a matching If-None-Match with 304 and no body, on profiles, search, numbers and events', async () => {
      const m = await profileOf();
      await createEvent(app(), m.token, { state: 'Iowa', title: 'Cached build night' });
      for (const url of [
        `/api/public/${m.username}`,
        `/api/search?query=${m.username}`,
        '/api/public/numbers',
        '/api/events?state=Iowa',
        '/api/events/states',
      ]) {
        const first = await get(url);
        const etag = first.headers.etag as string;
        expect(etag, url).toMatch(/^"[\w-]+"$/);
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect((await get(url, { 'if-none-match': '"stale"' })).statusCode, url).toBe(200);
      }
    });

    it("lets browsers keep visitors' answers only with revalidation; members' stay no-store", async () => {
      const m = await profileOf();
      const url = `/api/public/${m.username}`;
      const visitor = await get(url);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(visitor.headers.vary).toContain('Authorization');
      expect((await get(url, bearer(m.token))).headers['cache-control']).toBe('no-store');
      expect((await get('/api/users?page=1', bearer(m.token))).headers['cache-control']).toBe('no-store');
    });

    it('refuses a session at once once it is ended, though its lookup is kept', async () => {
      const m = await profileOf();
      const logIn = async () =>
        (
          await app().inject({
            method: 'POST',
            url: '/api/login',
            payload: { username: m.username, password: m.password },
          })
        ).json().token as string;
      const list = (token: string) => get('/api/users?page=1', bearer(token));

      const other = await logIn();
      expect((await list(other)).statusCode).toBe(200);
      const ended = await app().inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(m.token) });
      expect(ended.statusCode, ended.body).toBe(200);
      expect((await list(other)).statusCode).toBe(401);

      // The lookup is kept: a session removed behind the API's back still answers for a moment…
      const third = await logIn();
      expect((await list(third)).statusCode).toBe(200);
      await app()
        .deps.database.db.withoutPlugins()
        .deleteFrom('sessions')
        .where('user_id', '=', m.userId)
        .where('id', '!=', await currentSessionId(m.token))
        .execute();
      expect((await list(third)).statusCode).toBe(200);
      // …and any write through the API (here a logout) drops every kept lookup.
      const out = await app().inject({ method: 'POST', url: '/api/logout', headers: bearer(m.token) });
      expect(out.statusCode).toBe(204);
      expect((await list(third)).statusCode).toBe(401);
    });

    itKeeps('counts a member who moved state within a second, and keeps the counts otherwise', async () => {
      const count = async (state: string) =>
        (await get('/api/public/numbers')).json().results.find((r: { state: string }) => r.state === state)
          .count as number;
      const m = await profileOf({ state: 'Iowa' });
      clock.now += 30_001;
      const iowa = await count('Iowa');
      const kansas = await count('Kansas');
      expect((await putProfile(app(), m.userId, m.token, { state: 'Kansas' })).statusCode).toBe(200);
      clock.now += 1001;
      expect(await count('Iowa')).toBe(iowa - 1);
      expect(await count('Kansas')).toBe(kansas + 1);
      // Kept (not rescanned) while nothing is written: a change behind the API is not seen yet.
      await app()
        .deps.database.db.withoutPlugins()
        .updateTable('member_states')
        .set({ state: 'Iowa' })
        .where('user_id', '=', m.userId)
        .execute();
      clock.now += 5000;
      expect(await count('Kansas')).toBe(kansas + 1);
      clock.now += 25_001;
      expect(await count('Kansas')).toBe(kansas);
    });

    it('shows a new event, and a cancelled one, in the very next list', async () => {
      const m = await profileOf();
      const state = 'Nebraska';
      const before = (await listEvents(app(), `?state=${state}`)).page.total;
      const id = await createEvent(app(), m.token, { state, title: 'Fresh event' });
      expect((await listEvents(app(), `?state=${state}`)).page.total).toBe(before + 1);
      const cancel = await app().inject({
        method: 'DELETE',
        url: `/api/events/${id}`,
        headers: bearer(m.token),
      });
      expect(cancel.statusCode, cancel.body).toBeLessThan(300);
      const listed = (await listEvents(app(), `?state=${state}`)).page.events.find((e) => e.id === id);
      expect(listed?.cancelledAt ?? null).not.toBeNull();
    });

    itKeeps(
      'keeps events through a save that changes nothing they show, and shows a new name at once',
      async () => {
        const host = await profileOf({ firstname: 'Hana' });
        const state = 'Wisconsin';
        const id = await createEvent(app(), host.token, { state, title: 'Kept title' });
        const listed = async () =>
          (await listEvents(app(), `?state=${state}`)).page.events.find((e) => e.id === id);
        expect((await listed())?.title).toBe('Kept title');
        expect((await detail(app(), id)).title).toBe('Kept title');
        const profile = `/api/public/${host.username}`;
        expect((await get(profile)).json().about).toBe('');
        // Behind the API's back: only a clear of the events' answers shows it.
        await app()
          .deps.database.db.withoutPlugins()
          .updateTable('events')
          .set({ title: 'New title' })
          .where('id', '=', id)
          .execute();

        expect(
          (await putProfile(app(), host.userId, host.token, { about: 'Foam and worbla' })).statusCode,
        ).toBe(200);
        expect((await get(profile)).json().about).toBe('Foam and worbla'); // members' answers cleared
        expect((await listed())?.title).toBe('Kept title'); // events' answers kept
        expect((await detail(app(), id)).title).toBe('Kept title');

        expect((await putProfile(app(), host.userId, host.token, { firstname: 'Haruka' })).statusCode).toBe(
          200,
        );
        const renamed = await listed();
        expect(renamed?.title).toBe('New title');
        expect(renamed?.host.displayName).toMatch(/^Haruka/);
        expect((await detail(app(), id)).host.displayName).toMatch(/^Haruka/);
      },
    );

    itKeeps("keeps other members' profiles through a save, and shows the saved one at once", async () => {
      const saver = await profileOf();
      const other = await profileOf();
      const otherUrl = `/api/public/${other.username}`;
      expect((await get(otherUrl)).json().city).toBe('Ames');
      await writeCityDirectly(other.userId, 'Boone');
      expect((await putProfile(app(), saver.userId, saver.token, { city: 'Clive' })).statusCode).toBe(200);
      expect((await get(`/api/public/${saver.username}`)).json().city).toBe('Clive');
      expect((await get(otherUrl)).json().city).toBe('Ames'); // still the kept answer
      // A new first name shows on the saver's page and wherever they are listed, not on others' pages.
      expect((await putProfile(app(), saver.userId, saver.token, { firstname: 'Sam' })).statusCode).toBe(200);
      expect((await get(`/api/public/${saver.username}`)).json().firstname).toBe('Sam');
      expect((await get(otherUrl)).json().city).toBe('Ames');
      // A change of the other member through the API shows at once.
      expect((await putProfile(app(), other.userId, other.token, { about: 'Hi' })).statusCode).toBe(200);
      expect((await get(otherUrl)).json().city).toBe('Boone');
    });

    it('sends a large kept answer compressed to a client that accepts it, with its own ETag', async () => {
      const host = await profileOf();
      for (let i = 0; i < 6; i++)
        await createEvent(app(), host.token, { state: 'Missouri', title: `Night ${i}` });
      const url = '/api/events?state=Missouri';
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
      expect(String(plain.headers.vary)).toMatch(/Authorization.*Accept-Encoding/);
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const packed = await get(url, { 'accept-encoding': `${encoding}` });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode(packed.rawPayload).toString()).toBe(plain.body);
        expect(packed.headers.etag).not.toBe(plain.headers.etag);
        const again = await get(url, {
          'accept-encoding': encoding,
          'if-none-match': String(packed.headers.etag),
        });
        expect(again.statusCode).toBe(304);
      }
      // A small answer (a profile) goes as it is.
      const profile = await get(`/api/public/${host.username}`, { 'accept-encoding': 'br, gzip' });
      expect(profile.headers['content-encoding']).toBeUndefined();
    });

    itKeeps(
      'keeps the lists through a save of what was already there or of their own page only, and clears them for a real change',
      async () => {
        const m = await profileOf({ about: 'Same as before' });
        const search = `/api/search?query=${m.username}`;
        const cityFound = async () => ((await get(search)).json() as Array<{ city: string }>)[0]?.city;
        expect(await cityFound()).toBe('Ames');
        await writeCityDirectly(m.userId, 'Boone');
        expect((await putProfile(app(), m.userId, m.token, { about: 'Same as before' })).statusCode).toBe(
          200,
        );
        expect(await cityFound()).toBe('Ames'); // nothing changed: the search answer is kept
        expect((await get(`/api/public/${m.username}`)).json().city).toBe('Boone'); // their own page is read again
        // A new social handle shows on their own page only: the lists stay kept.
        const handle = `${m.username}_ig`;
        expect(
          (await putProfile(app(), m.userId, m.token, { about: 'Same as before', instagram: handle }))
            .statusCode,
        ).toBe(200);
        expect((await get(`/api/public/${m.username}`)).json().instagram).toBe(handle);
        expect(await cityFound()).toBe('Ames');
        // What search finds a member by (their bio, since issue 33) is a real change for the lists.
        expect((await putProfile(app(), m.userId, m.token, { about: 'Something new' })).statusCode).toBe(200);
        expect(await cityFound()).toBe('Boone');
      },
    );

    it('drops a kept events list when one of its events ends, however soon that is', async () => {
      const host = await profileOf();
      const state = 'Minnesota';
      const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const startsAt = clock.now + 60_000;
      const id = await createEvent(app(), host.token, {
        state,
        title: 'Short one',
        startsAt: iso(startsAt),
        endsAt: iso(startsAt + 60_000),
      });
      const listed = async () =>
        (await listEvents(app(), `?state=${state}`)).page.events.some((e) => e.id === id);
      const pastListed = async () =>
        (await listEvents(app(), `?state=${state}&past=true`)).page.events.some((e) => e.id === id);
      expect(await listed()).toBe(true);
      clock.now = startsAt + 59_000; // a second before it ends: still coming (or going on)
      expect(await listed()).toBe(true);
      expect(await pastListed()).toBe(false);
      clock.now += 1001; // it ended; nothing was written, and the usual ten seconds have not passed
      expect(await listed()).toBe(false);
      expect(await pastListed()).toBe(true);
    });

    itKeeps("keeps members' answers through an RSVP, which shows on the event at once", async () => {
      const host = await profileOf();
      const guest = await profileOf();
      const id = await createEvent(app(), host.token, { title: 'RSVP only' });
      const profile = `/api/public/${host.username}`;
      expect((await get(profile)).json().city).toBe('Ames');
      await writeCityDirectly(host.userId, 'Boone');
      expect((await rsvp(app(), id, guest.token, { status: 'maybe' })).statusCode).toBeLessThan(300);
      expect((await detail(app(), id)).maybe).toBe(1);
      expect((await get(profile)).json().city).toBe('Ames'); // no member answer was cleared
    });

    itKeeps(
      "keeps a visitor's event page, shows an RSVP at once, and never names a guest who went members-only",
      async () => {
        const host = await profileOf();
        const guest = await profileOf({ firstname: 'Gwen' });
        const id = await createEvent(app(), host.token, { title: 'Guests' });
        expect((await detail(app(), id)).going).toBe(0);
        expect((await rsvp(app(), id, guest.token, { status: 'going' })).statusCode).toBeLessThan(300);
        const seen = await detail(app(), id);
        expect(seen.going).toBe(1);
        expect(JSON.stringify(seen)).toContain(guest.username);

        expect(
          (await putProfile(app(), guest.userId, guest.token, { visibility: 'members' })).statusCode,
        ).toBe(200);
        const hidden = await detail(app(), id);
        expect(hidden.going).toBe(1);
        expect(JSON.stringify(hidden)).not.toContain(guest.username);
        expect(JSON.stringify(hidden)).not.toContain('Gwen');
        // A member's own view (their RSVP) is never the visitor's kept answer.
        expect((await detail(app(), id, guest.token)).myRsvp?.status).toBe('going');
      },
    );
  },
  {
    build: { now: () => clock.now },
    config: () => (REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:answers:${process.pid}:` } : {}),
  },
);
