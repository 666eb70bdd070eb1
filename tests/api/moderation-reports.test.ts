import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { MODERATION_MESSAGES } from '../../src/shared/api/moderation';
import { bearer, describeEachDatabase, putProfile } from './helpers';
import {
  lastMailTo,
  member,
  memberWithPhotos,
  moderationWorld,
  organiser,
  organiserPost,
  queue,
  report,
} from './moderation-helpers';

const { clock, sent, build } = moderationWorld();
const REPORTS_PER_HOUR = 4;

describeEachDatabase(
  'reports: members report profiles and photos; organisers see them grouped and dismiss them',
  (ctx) => {
    const app = () => ctx().app;

    it('answers 401 without a session, 400 for yourself, 404 for no such (live) member', async () => {
      const reporter = await member(app());
      const target = await member(app());
      expect((await report(app(), undefined, { username: target.username })).statusCode).toBe(401);

      const self = await report(app(), reporter.token, { username: reporter.username.toUpperCase() });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(MODERATION_MESSAGES.reportYourself);

      const unknown = await report(app(), reporter.token, { username: 'nobody-like-this' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(MODERATION_MESSAGES.noSuchMember);

      const { db } = app().deps.database;
      for (const change of [{ status: 'pending' as const }, { deleted_at: clock.now }]) {
        const gone = await member(app());
        await db.updateTable('users').set(change).where('id', '=', gone.userId).execute();
        expect((await report(app(), reporter.token, { username: gone.username })).statusCode).toBe(404);
      }
      // Every attempt counts against the limit (no probing for members); this one is fresh.
      const next = await member(app());
      const badReason = await report(app(), next.token, { username: target.username, reason: 'meh' });
      expect(badReason.statusCode).toBe(400);
      expect((await report(app(), next.token, { username: target.username })).statusCode).toBe(201);
    });

    it('takes a photo URL as the page shows it and stores it plain; refuses photos not on the profile', async () => {
      const reporter = await member(app());
      const target = await memberWithPhotos(app(), { visibility: 'members' });
      const other = await memberWithPhotos(app());
      // As a members-only profile hands it out: the thumbnail, signed, with the site's origin.
      const shown = (
        await app().inject({ url: `/api/public/${target.username}`, headers: bearer(reporter.token) })
      ).json().thumbnail as string;
      expect(shown).toMatch(/\/thumb\?exp=\d+&sig=/);
      const res = await report(app(), reporter.token, {
        username: target.username,
        image: `http://localhost:3000${shown}`,
        reason: 'spam',
        note: '  selling things  ',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.reported });
      const stored = await app()
        .deps.database.db.selectFrom('reports')
        .select(['image', 'reason', 'note', 'status', 'reporter_id'])
        .where('member_id', '=', target.userId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        image: target.image,
        reason: 'spam',
        note: 'selling things',
        status: 'open',
        reporter_id: reporter.userId,
      });
      expect(
        (await report(app(), reporter.token, { username: target.username, image: target.slides[1] }))
          .statusCode,
      ).toBe(201);

      const next = await member(app());
      for (const image of [
        other.image,
        `${other.slides[0]}/thumb`,
        '/api/images/not-an-id',
        'javascript:x',
      ]) {
        const wrong = await report(app(), next.token, { username: target.username, image });
        expect(wrong.statusCode, image).toBe(400);
        expect(wrong.json().message).toBe(MODERATION_MESSAGES.notTheirPhoto);
      }
    });

    it(`allows ${REPORTS_PER_HOUR} reports an hour per member, then 429 with Retry-After`, async () => {
      const reporter = await member(app());
      const target = await member(app());
      for (let i = 0; i < REPORTS_PER_HOUR; i += 1) {
        // Several reports of the same member by the same reporter are fine.
        expect((await report(app(), reporter.token, { username: target.username })).statusCode).toBe(201);
      }
      const refused = await report(app(), reporter.token, { username: target.username });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const someoneElse = await member(app());
      expect((await report(app(), someoneElse.token, { username: target.username })).statusCode).toBe(201);
    });

    it('the queue groups open reports by member, oldest first, with reporters, notes and viewable photos', async () => {
      const org = await organiser(app());
      // Earlier tests' reports are dismissed, so this queue holds only this test's.
      for (const group of (await queue(app(), org.token)).members)
        for (const r of group.reports)
          await organiserPost(app(), org.token, `reports/${r.id}/dismiss`, 'Clearing the queue');

      const first = await memberWithPhotos(app(), { visibility: 'members' });
      const second = await member(app());
      const alice = await member(app());
      const bob = await member(app());
      clock.now += 1000;
      const firstAt = new Date(clock.now).toISOString();
      await report(app(), alice.token, { username: first.username, image: first.slides[0], note: 'not ok' });
      clock.now += 1000;
      await report(app(), bob.token, { username: second.username, reason: 'harassment', note: 'rude' });
      clock.now += 1000;
      await report(app(), bob.token, { username: first.username, reason: 'impersonation' });
      // A reporter whose account is erased shows as ''.
      await app().deps.database.db.deleteFrom('users').where('id', '=', bob.userId).execute();
      // The member removes the reported slideshow photo meanwhile: the queue says it is gone.
      const removed = await putProfile(app(), first.userId, first.token, { slideshowImage0: 'remove' });
      expect(removed.statusCode, removed.body).toBe(200);

      const { members } = await queue(app(), org.token);
      expect(members.map((g) => g.member.username)).toEqual([first.username, second.username]);
      const [a, b] = members;
      expect(a?.member).toEqual({
        id: first.userId,
        username: first.username,
        firstname: 'Ada',
        lastname: 'Pictures',
        status: 'active',
        statusReason: '',
        thumbnail: expect.stringMatching(/^\/api\/images\/[\w-]{22}\/thumb\?exp=\d+&sig=/),
      });
      expect(a?.reports).toEqual([
        {
          id: expect.any(Number),
          reason: 'inappropriate',
          note: 'not ok',
          image: expect.stringMatching(new RegExp(`^${first.slides[0]}\\?exp=\\d+&sig=`)),
          imageGone: true,
          reporterUsername: alice.username,
          createdAt: firstAt,
          // A profile photo's report has no subject beyond the member.
          subject: null,
        },
        expect.objectContaining({
          reason: 'impersonation',
          image: '',
          imageGone: false,
          reporterUsername: '',
        }),
      ]);
      expect(b?.reports).toEqual([
        expect.objectContaining({ reason: 'harassment', note: 'rude', reporterUsername: '' }),
      ]);
      // The organiser's review URLs open a members-only profile's photos; without them, 404.
      const thumb = await app().inject({ url: a?.member.thumbnail ?? '' });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['cache-control']).toBe('private, no-store');
      expect((await app().inject({ url: `${first.image}/thumb` })).statusCode).toBe(404);
      expect(
        (await app().inject({ url: `/api/organisers/reports`, headers: bearer(alice.token) })).statusCode,
      ).toBe(403);
    });

    it('dismiss needs a reason, closes the report, mails the reporter and writes the audit log', async () => {
      const org = await organiser(app());
      const reporter = await member(app());
      const target = await member(app());
      await report(app(), reporter.token, { username: target.username, reason: 'spam' });
      const reportId = (await queue(app(), org.token)).members
        .find((g) => g.member.id === target.userId)
        ?.reports.at(0)?.id;
      expect(reportId).toBeDefined();

      for (const reason of [undefined, '', '  a ']) {
        const res = await organiserPost(app(), org.token, `reports/${reportId}/dismiss`, reason);
        expect(res.statusCode).toBe(400);
      }
      const short = await organiserPost(app(), org.token, `reports/${reportId}/dismiss`, 'no');
      expect(short.json().message).toBe('Give a short reason: the member receives it.');
      expect((await organiserPost(app(), org.token, 'reports/999999/dismiss', 'Not here')).statusCode).toBe(
        404,
      );

      const res = await organiserPost(
        app(),
        org.token,
        `reports/${reportId}/dismiss`,
        'It is a costume, not spam',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: MODERATION_MESSAGES.dismissed });
      expect((await organiserPost(app(), org.token, `reports/${reportId}/dismiss`, 'Again')).statusCode).toBe(
        404,
      );
      const row = await app()
        .deps.database.db.selectFrom('reports')
        .select(['status', 'resolved_at', 'resolved_by'])
        .where('id', '=', reportId!)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'dismissed', resolved_at: expect.anything(), resolved_by: org.userId });
      expect(Number(row.resolved_at)).toBe(clock.now);
      expect((await queue(app(), org.token)).members.some((g) => g.member.id === target.userId)).toBe(false);

      const mail = await lastMailTo(app(), sent, reporter.email);
      expect(mail?.subject).toBe('Your report to Midwest Cosplay & Maker Club');
      expect(mail?.text).toContain(`Hello ${reporter.username},`);
      expect(mail?.text).toContain(`report about ${target.username}`);
      expect(mail?.text).toContain('It is a costume, not spam');
      expect(await lastMailTo(app(), sent, target.email)).toBeUndefined();

      const audit = await app().inject({ url: '/api/organisers/audit?limit=1', headers: bearer(org.token) });
      expect(audit.json().entries).toEqual([
        {
          id: expect.any(Number),
          at: new Date(clock.now).toISOString(),
          actorUsername: org.username,
          action: 'report.dismiss',
          memberUsername: target.username,
          memberProfile: target.username,
          detail: 'spam',
          reason: 'It is a costume, not spam',
        },
      ]);
    });
  },
  {
    build,
    config: () => ({
      rateLimits: {
        ...loadConfig({}).rateLimits,
        reportsPerUser: { max: REPORTS_PER_HOUR, windowMs: 3_600_000 },
      },
    }),
  },
);
