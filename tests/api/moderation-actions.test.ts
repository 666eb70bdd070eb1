import { expect, it } from 'vitest';
import { reviewUrl } from '../../src/server/features/moderation/photos';
import { MOSAIC_TTL_MS } from '../../src/server/features/profiles/mosaic-routes';
import { MODERATION_MESSAGES } from '../../src/shared/api/moderation';
import { bearer, describeEachDatabase, putProfile } from './helpers';
import {
  lastMailTo,
  login,
  member,
  memberWithPhotos,
  moderationWorld,
  organiser,
  organiserPost,
  queue,
  report,
} from './moderation-helpers';

const { clock, sent, build } = moderationWorld();

describeEachDatabase(
  'moderation: hide a photo, suspend, appeal, lift, and the audit log',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string, token?: string) => app().inject({ url, headers: token ? bearer(token) : {} });
    const reportIdOf = async (orgToken: string, memberId: number, index = 0) =>
      (await queue(app(), orgToken)).members.find((g) => g.member.id === memberId)?.reports[index]?.id;
    /** Past every cache of public answers (mosaic, state numbers). */
    const expireCaches = () => {
      clock.now += MOSAIC_TTL_MS;
    };

    it('hide photo: off the profile, slideshow and mosaic, public URL 404, review URL 200, kept, mailed', async () => {
      const org = await organiser(app());
      const reporter = await member(app());
      const m = await memberWithPhotos(app());
      const [hidden, kept] = m.slides as [string, string];
      await report(app(), reporter.token, { username: m.username, image: `${hidden}/thumb`, note: 'Nope' });
      await report(app(), org.token, { username: m.username, image: hidden, reason: 'other' });
      await report(app(), reporter.token, { username: m.username, reason: 'spam' });
      const profileReport = await reportIdOf(org.token, m.userId, 2);
      const hideWithoutPhoto = await organiserPost(
        app(),
        org.token,
        `reports/${profileReport}/hide-photo`,
        'Bad',
      );
      expect(hideWithoutPhoto.statusCode).toBe(400);
      expect(hideWithoutPhoto.json().message).toBe(MODERATION_MESSAGES.reportHasNoPhoto);
      const photoReport = await reportIdOf(org.token, m.userId, 0);
      expect(
        (await organiserPost(app(), org.token, `reports/${photoReport}/hide-photo`, '')).statusCode,
      ).toBe(400);

      const res = await organiserPost(
        app(),
        org.token,
        `reports/${photoReport}/hide-photo`,
        'Not for a family club',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.photoHidden });

      const profile = (await get(`/api/public/${m.username}`)).json();
      expect(profile.image).toBe(m.image);
      expect((await get(`/api/public/${m.username}/slideshow`)).json()).toMatchObject({ images: [kept] });
      expireCaches();
      const mosaic = JSON.stringify((await get('/api/home/mosaic')).json());
      expect(mosaic).toContain(m.username);
      expect(mosaic).not.toContain(hidden);
      for (const url of [hidden, `${hidden}/thumb`]) expect((await get(url)).statusCode).toBe(404);
      expect((await get(kept)).statusCode).toBe(200);
      expect((await get(m.image)).statusCode).toBe(200);

      // Both reports of that photo are closed; the profile report stays, and shows the photo gone.
      const group = (await queue(app(), org.token)).members.find((g) => g.member.id === m.userId);
      expect(group?.reports.map((r) => r.id)).toEqual([profileReport]);

      // The hidden photo is kept, through the member's next save too, and opens for review.
      const saved = await putProfile(app(), m.userId, m.token, {
        about: 'Still here',
        slideshowImage1: 'remove',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const rows = await app()
        .deps.database.db.selectFrom('images')
        .select(['id', 'hidden_at'])
        .where('user_id', '=', m.userId)
        .execute();
      expect(rows.map((r) => `/api/images/${r.id}`).sort()).toEqual([m.image, hidden].sort());
      expect(Number(rows.find((r) => hidden.endsWith(r.id))?.hidden_at)).toBe(clock.now - MOSAIC_TTL_MS);
      const review = await get(reviewUrl(app().deps.imageSigner, `${hidden}/thumb`));
      expect(review.statusCode).toBe(200);
      expect(review.headers['cache-control']).toBe('private, no-store');

      const mail = await lastMailTo(app(), sent, m.email);
      expect(mail?.subject).toBe('A photo on your Midwest Cosplay & Maker Club profile was hidden');
      expect(mail?.text).toContain('photo 1 of your slideshow');
      expect(mail?.text).toContain('Not for a family club');
      const again = await organiserPost(app(), org.token, `reports/${photoReport}/hide-photo`, 'Once more');
      expect(again.statusCode).toBe(404);
    });

    it('hidden photos of a members-only profile: the member signature never opens them, a review one does', async () => {
      const org = await organiser(app());
      const reporter = await member(app());
      const m = await memberWithPhotos(app(), { visibility: 'members' });
      const signed = (await get(`/api/public/${m.username}`, reporter.token)).json().image as string;
      expect((await get(signed)).statusCode).toBe(200);
      await report(app(), reporter.token, { username: m.username, image: signed });
      const reportId = await reportIdOf(org.token, m.userId);
      const reviewed = (await queue(app(), org.token)).members.find((g) => g.member.id === m.userId)
        ?.reports[0]?.image as string;
      expect(
        (await organiserPost(app(), org.token, `reports/${reportId}/hide-photo`, 'Hidden now')).statusCode,
      ).toBe(200);
      expect((await get(signed)).statusCode).toBe(404);
      const review = await get(reviewed);
      expect(review.statusCode).toBe(200);
      expect(review.headers['cache-control']).toBe('private, no-store');
      // A review signature is for its own path only.
      const forged = reviewed.replace(m.image, m.slides[0] as string);
      expect((await get(forged)).statusCode).toBe(404);
      expect((await get(`${m.image}?exp=99999999999&sig=${'a'.repeat(32)}`)).statusCode).toBe(404);
    });

    it('suspend: refused for yourself, organisers and non-active members; needs a reason', async () => {
      const org = await organiser(app());
      const other = await organiser(app());
      const m = await member(app());
      const self = await organiserPost(app(), org.token, `members/${org.userId}/suspend`, 'Taking a break');
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(MODERATION_MESSAGES.suspendYourself);
      const orgTarget = await organiserPost(
        app(),
        org.token,
        `members/${other.userId}/suspend`,
        'Disagreement',
      );
      expect(orgTarget.statusCode).toBe(400);
      expect(orgTarget.json().message).toBe(MODERATION_MESSAGES.suspendOrganiser);
      expect((await organiserPost(app(), org.token, `members/${m.userId}/suspend`)).statusCode).toBe(400);
      expect((await organiserPost(app(), org.token, 'members/999999/suspend', 'Who?')).statusCode).toBe(404);
      expect(
        (await organiserPost(app(), org.token, `members/${m.userId}/unsuspend`, 'Fine')).statusCode,
      ).toBe(409);
      expect(
        (await organiserPost(app(), org.token, `members/${m.userId}/suspend`, 'Spam again')).statusCode,
      ).toBe(200);
      const twice = await organiserPost(app(), org.token, `members/${m.userId}/suspend`, 'Spam again');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(MODERATION_MESSAGES.notActive);
      const pending = await member(app());
      await app()
        .deps.database.db.updateTable('users')
        .set({ status: 'pending' })
        .where('id', '=', pending.userId)
        .execute();
      expect(
        (await organiserPost(app(), org.token, `members/${pending.userId}/suspend`, 'Spam')).statusCode,
      ).toBe(409);
      // A member never reaches these routes.
      expect(
        (await organiserPost(app(), pending.token, `members/${m.userId}/unsuspend`, 'Me')).statusCode,
      ).toBe(403);
    });

    it('suspend → hidden everywhere, signed out, login 403 → appeal once → lift → back', async () => {
      const org = await organiser(app());
      const viewer = await member(app());
      const m = await memberWithPhotos(app(), { city: 'Dayton' });
      const score = await app().inject({
        method: 'PUT',
        url: `/api/users/updatescore/${m.username}/TETRIS`,
        payload: { gamescore: 100 },
        headers: bearer(m.token),
      });
      expect(score.statusCode, score.body).toBe(200);
      await report(app(), viewer.token, {
        username: m.username,
        reason: 'harassment',
        note: 'Mean messages',
      });
      expireCaches();
      const ohio = async () =>
        (await get('/api/public/numbers')).json().results.find((r: { state: string }) => r.state === 'Ohio')
          .count;
      const ohioBefore = await ohio();
      const board = async () =>
        JSON.stringify((await get('/api/users/getscore?gameName=TETRIS', viewer.token)).json());
      expect(await board()).toContain(m.username);

      const res = await organiserPost(
        app(),
        org.token,
        `members/${m.userId}/suspend`,
        'Harassing other members',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.memberSuspended });
      expireCaches();
      expect((await get('/api/sessions', m.token)).statusCode).toBe(401);
      expect((await get(`/api/public/${m.username}`, viewer.token)).statusCode).toBe(404);
      expect((await get(`/api/public/${m.username}/slideshow`)).statusCode).toBe(404);
      expect((await get(m.image)).statusCode).toBe(404);
      expect((await get(`/api/search?query=${m.username}`, viewer.token)).json()).toEqual([]);
      expect(JSON.stringify((await get('/api/users?page=1&limit=50', viewer.token)).json())).not.toContain(
        m.username,
      );
      expect(await ohio()).toBe(ohioBefore - 1);
      expect(JSON.stringify((await get('/api/home/mosaic')).json())).not.toContain(m.username);
      expect(await board()).not.toContain(m.username);
      // The report is answered by the suspension; the member is in the queue again only to appeal.
      expect((await queue(app(), org.token)).members.some((g) => g.member.id === m.userId)).toBe(false);

      const refused = await login(app(), m.username, m.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'This account is suspended. Reason: Harassing other members',
        suspension: { reason: 'Harassing other members', canAppeal: true },
      });
      const mail = await lastMailTo(app(), sent, m.email);
      expect(mail?.subject).toBe('Your Midwest Cosplay & Maker Club account is suspended');
      expect(mail?.text).toContain('Harassing other members');
      expect(mail?.text).toContain(`${ctx().config.publicUrl}/login`);

      // Appeal: the password is checked like a login's.
      const appeal = (password: string, note = 'I am sorry, it was a misunderstanding.') =>
        app().inject({
          method: 'POST',
          url: '/api/appeals',
          payload: { username: m.username, password, note },
        });
      const wrong = await appeal('Wrong#pass1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid credentials');
      expect((await appeal(m.password, '')).statusCode).toBe(400);
      const notSuspended = await app().inject({
        method: 'POST',
        url: '/api/appeals',
        payload: { username: viewer.username, password: viewer.password, note: 'Why not' },
      });
      expect(notSuspended.statusCode).toBe(400);
      expect(notSuspended.json().message).toBe(MODERATION_MESSAGES.notSuspended);
      clock.now += 1000;
      const appealed = await appeal(m.password);
      expect(appealed.statusCode, appealed.body).toBe(201);
      expect(appealed.json()).toEqual({ message: MODERATION_MESSAGES.appealed });
      const second = await appeal(m.password);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(MODERATION_MESSAGES.alreadyAppealed);
      expect((await login(app(), m.username, m.password)).json().suspension).toEqual({
        reason: 'Harassing other members',
        canAppeal: false,
      });
      const group = (await queue(app(), org.token)).members.find((g) => g.member.id === m.userId);
      expect(group?.member).toMatchObject({ status: 'suspended', statusReason: 'Harassing other members' });
      expect(group?.member.thumbnail).toMatch(/\?exp=\d+&sig=/);
      expect((await get(group?.member.thumbnail ?? '')).statusCode).toBe(200);
      expect(group?.reports).toEqual([
        expect.objectContaining({
          reason: 'appeal',
          note: 'I am sorry, it was a misunderstanding.',
          reporterUsername: m.username,
          createdAt: new Date(clock.now).toISOString(),
        }),
      ]);

      const lifted = await organiserPost(
        app(),
        org.token,
        `members/${m.userId}/unsuspend`,
        'Apology accepted',
      );
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect((await queue(app(), org.token)).members.some((g) => g.member.id === m.userId)).toBe(false);
      expect((await login(app(), m.username, m.password)).statusCode).toBe(200);
      expect((await get(`/api/public/${m.username}`)).statusCode).toBe(200);
      expect((await get(m.image)).statusCode).toBe(200);
      const back = await lastMailTo(app(), sent, m.email);
      expect(back?.subject).toBe('Your Midwest Cosplay & Maker Club account is active again');
      expect(back?.text).toContain('Apology accepted');
      // Suspended again later: a new suspension may be appealed again.
      await organiserPost(app(), org.token, `members/${m.userId}/suspend`, 'Again, sadly');
      expect((await login(app(), m.username, m.password)).json().suspension.canAppeal).toBe(true);
    });

    it('declining an appeal mails the member; the suspension stays', async () => {
      const org = await organiser(app());
      const m = await member(app());
      await organiserPost(app(), org.token, `members/${m.userId}/suspend`, 'Spam links');
      const appealed = await app().inject({
        method: 'POST',
        url: '/api/appeals',
        payload: {
          username: m.username.toUpperCase(),
          password: m.password,
          note: 'Those were my shop links',
        },
      });
      expect(appealed.statusCode).toBe(201);
      const appealId = await reportIdOf(org.token, m.userId);
      const res = await organiserPost(app(), org.token, `reports/${appealId}/dismiss`, 'The links were spam');
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.appealDeclined });
      const mail = await lastMailTo(app(), sent, m.email);
      expect(mail?.subject).toBe('Your appeal to Midwest Cosplay & Maker Club');
      expect(mail?.text).toContain('stays suspended');
      expect(mail?.text).toContain('The links were spam');
      expect((await login(app(), m.username, m.password)).json().suspension).toEqual({
        reason: 'Spam links',
        canAppeal: false,
      });
    });

    it('the audit log lists every action in order, with actor, member, detail and reason, a page at a time', async () => {
      const org = await organiser(app());
      const reporter = await member(app());
      const m = await memberWithPhotos(app());
      await report(app(), reporter.token, { username: m.username, image: m.image });
      await report(app(), reporter.token, { username: m.username });
      const [photoReport, profileReport] = [
        await reportIdOf(org.token, m.userId, 0),
        await reportIdOf(org.token, m.userId, 1),
      ];
      const steps: Array<[string, string]> = [
        [`reports/${profileReport}/dismiss`, 'Nothing wrong with it'],
        [`reports/${photoReport}/hide-photo`, 'Too revealing'],
        [`members/${m.userId}/suspend`, 'Repeated problems'],
        [`members/${m.userId}/unsuspend`, 'Second chance'],
      ];
      const times: string[] = [];
      for (const [url, reason] of steps) {
        clock.now += 60_000;
        times.push(new Date(clock.now).toISOString());
        expect((await organiserPost(app(), org.token, url, reason)).statusCode).toBe(200);
      }
      const res = await get('/api/organisers/audit?page=1&limit=4', org.token);
      expect(res.statusCode).toBe(200);
      const total = Number(res.headers['x-total-count']);
      expect(res.json().total).toBe(total);
      const entries = res.json().entries;
      const base = { actorUsername: org.username, memberUsername: m.username, memberProfile: m.username };
      expect(entries).toEqual([
        {
          ...base,
          id: expect.any(Number),
          at: times[3],
          action: 'member.unsuspend',
          detail: '',
          reason: 'Second chance',
        },
        {
          ...base,
          id: expect.any(Number),
          at: times[2],
          action: 'member.suspend',
          detail: '',
          reason: 'Repeated problems',
        },
        {
          ...base,
          id: expect.any(Number),
          at: times[1],
          action: 'photo.hide',
          detail: m.image,
          reason: 'Too revealing',
        },
        {
          ...base,
          id: expect.any(Number),
          at: times[0],
          action: 'report.dismiss',
          detail: 'inappropriate',
          reason: 'Nothing wrong with it',
        },
      ]);
      const page2 = await get('/api/organisers/audit?page=2&limit=2', org.token);
      expect(page2.json().entries.map((e: { action: string }) => e.action)).toEqual([
        'photo.hide',
        'report.dismiss',
      ]);
      expect(page2.headers['x-total-count']).toBe(String(total));
      const beyond = await get(`/api/organisers/audit?page=${Math.ceil(total / 2) + 1}&limit=2`, org.token);
      expect(beyond.json().entries).toEqual([]);
      // Nonsense paging falls back to the first page; beyond the depth cap is refused.
      expect(
        (await get('/api/organisers/audit?page=x&limit=-1', org.token)).json().entries.length,
      ).toBeGreaterThan(0);
      expect((await get('/api/organisers/audit?page=101&limit=100', org.token)).statusCode).toBe(400);
      expect((await get('/api/organisers/audit', reporter.token)).statusCode).toBe(403);
      expect((await get('/api/organisers/audit')).statusCode).toBe(401);
    });
  },
  { build },
);
