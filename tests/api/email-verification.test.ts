import { buffer as readAll } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { EMAIL_VERIFICATION_MESSAGES as TEXT } from '../../src/shared/api/email-verification';
import { MSG } from '../../src/shared/messages';
import { verifyTokenIn } from './email-helpers';
import { bearer, describeEachDatabase, GOOD_PASSWORD, putProfile, signUp, uniqueName } from './helpers';
import { decodeQuotedPrintable, type ReceivedMail, resetTokenIn, startInbox } from './smtp-inbox';

const clock = { now: Date.now() };
let inbox: Awaited<ReturnType<typeof startInbox>>;
beforeAll(async () => {
  inbox = await startInbox();
});
afterAll(() => inbox.close());

const mailsTo = (address: string): ReceivedMail[] => inbox.mails.filter((m) => m.to.includes(address));
/** profile.json of the member's export archive. */
async function exportedProfile(data: Buffer): Promise<Record<string, unknown>> {
  const zip = await fromBufferPromise(data);
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === 'profile.json')
      return JSON.parse((await readAll(await zip.openReadStreamPromise(entry))).toString('utf8'));
  }
  throw new Error('profile.json is missing from the archive');
}

const newAddress = (prefix: string) => `${uniqueName(prefix)}@example.org`;

describeEachDatabase(
  'recovery email verification',
  (ctx) => {
    const app = () => ctx().app;
    const verify = (token: string) =>
      app().inject({ method: 'POST', url: '/api/verifyemail', payload: { token } });
    const resend = (token: string) =>
      app().inject({ method: 'POST', url: '/api/verifyemail/resend', headers: bearer(token) });
    const own = async (user: { userId: number; token: string }) =>
      (await app().inject({ url: `/api/users/${user.userId}`, headers: bearer(user.token) })).json();
    const askReset = (username: string) =>
      app().inject({ url: `/api/resetpassword/${encodeURIComponent(username)}` });
    const changeEmail = (user: { userId: number; token: string }, recoveryemail: string) =>
      putProfile(app(), user.userId, user.token, { recoveryemail, currentpassword: GOOD_PASSWORD });

    /** Runs the queue and returns the token of the newest verification mail to `email`. */
    async function latestLink(email: string): Promise<string> {
      await app().deps.jobs.runDue();
      const token = verifyTokenIn(mailsTo(email).at(-1)?.raw ?? '');
      expect(token, `a verification mail to ${email}`).toBeDefined();
      return token!;
    }

    it('mails a link at sign-up that verifies the address once', async () => {
      const email = newAddress('s');
      const user = await signUp(app(), { recoveryemail: email });
      expect(await own(user)).toMatchObject({
        recoveryEmailVerified: false,
        recoveryEmailGrandfathered: false,
      });
      const token = await latestLink(email);
      const raw = decodeQuotedPrintable(mailsTo(email).at(-1)!.raw);
      expect(raw).toContain(`${ctx().config.publicUrl}/verifyemail?token=${token}`);
      expect(mailsTo(email)).toHaveLength(1);

      const first = await verify(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ email });
      expect(await own(user)).toMatchObject({ recoveryEmailVerified: true });

      const again = await verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(TEXT.unknownLink);
    });

    it('keeps the token out of the jobs table and the database', async () => {
      const email = newAddress('j');
      await signUp(app(), { recoveryemail: email });
      const token = await latestLink(email);
      const db = app().deps.database.db;
      const rows = [
        ...(await db.selectFrom('jobs').selectAll().execute()),
        ...(await db.selectFrom('email_verifications').selectAll().execute()),
      ];
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('refuses an expired link after 48 hours, and an unknown or malformed one', async () => {
      const email = newAddress('e');
      const user = await signUp(app(), { recoveryemail: email });
      const token = await latestLink(email);
      clock.now += 48 * 3_600_000 + 1;
      const expired = await verify(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(TEXT.expiredLink);
      expect(await own(user)).toMatchObject({ recoveryEmailVerified: false });
      for (const bad of ['A'.repeat(43), 'short', '../../etc', '']) {
        const res = await verify(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message).toBe(TEXT.unknownLink);
      }
    });

    it('a link that is one minute short of 48 hours still works', async () => {
      const email = newAddress('t');
      await signUp(app(), { recoveryemail: email });
      const token = await latestLink(email);
      clock.now += 48 * 3_600_000 - 60_000;
      expect((await verify(token)).statusCode).toBe(200);
    });

    it('a changed address gets a new link, ends the old one and unverifies the member', async () => {
      const first = newAddress('c1');
      const user = await signUp(app(), { recoveryemail: first });
      expect((await verify(await latestLink(first))).statusCode).toBe(200);
      const second = newAddress('c2');
      expect((await changeEmail(user, second)).statusCode).toBe(200);
      expect(await own(user)).toMatchObject({ recoveryemail: second, recoveryEmailVerified: false });
      const oldLink = await latestLink(second);
      // A second change before the first link was opened: only the newest link works.
      const third = newAddress('c3');
      expect((await changeEmail(user, third)).statusCode).toBe(200);
      const newLink = await latestLink(third);
      const dead = await verify(oldLink);
      expect(dead.statusCode).toBe(400);
      expect(dead.json().message).toBe(TEXT.unknownLink);
      expect((await verify(newLink)).json()).toEqual({ email: third });
      expect(await own(user)).toMatchObject({ recoveryemail: third, recoveryEmailVerified: true });
    });

    it('an unchanged address in a profile save sends nothing and stays verified', async () => {
      const email = newAddress('u');
      const user = await signUp(app(), { recoveryemail: email });
      expect((await verify(await latestLink(email))).statusCode).toBe(200);
      const res = await putProfile(app(), user.userId, user.token, { recoveryemail: email, city: 'Omaha' });
      expect(res.statusCode).toBe(200);
      await app().deps.jobs.runDue();
      expect(mailsTo(email)).toHaveLength(1);
      expect(await own(user)).toMatchObject({ recoveryEmailVerified: true });
    });

    it('refuses a link for an address the member has since changed', async () => {
      const first = newAddress('o1');
      const user = await signUp(app(), { recoveryemail: first });
      const token = await latestLink(first);
      // Changed behind the app's back (as an older link would find it): the link must not confirm.
      await app()
        .deps.database.db.updateTable('users')
        .set({ recoveryemail: newAddress('o2') })
        .where('id', '=', user.userId)
        .execute();
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TEXT.changedAddress);
      expect(await own(user)).toMatchObject({ recoveryEmailVerified: false });
    });

    it('resends a link (202) to a signed-in member, at most 5 times an hour', async () => {
      const email = newAddress('r');
      const user = await signUp(app(), { recoveryemail: email });
      const firstLink = await latestLink(email);
      expect((await app().inject({ method: 'POST', url: '/api/verifyemail/resend' })).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) {
        const res = await resend(user.token);
        expect(res.statusCode).toBe(202);
        expect(res.headers['cache-control']).toContain('no-store');
      }
      const limited = await resend(user.token);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const newest = await latestLink(email);
      expect(newest).not.toBe(firstLink);
      expect((await verify(firstLink)).statusCode).toBe(400);
      expect((await verify(newest)).statusCode).toBe(200);
      clock.now += 3_600_001;
      const done = await resend(user.token);
      expect(done.statusCode).toBe(400);
      expect(done.json().message).toBe(TEXT.alreadyVerified);
    });

    it('sends reset mail only to a verified or grandfathered address', async () => {
      const db = app().deps.database.db;
      const unverified = await signUp(app(), { recoveryemail: newAddress('pu') });
      const verifiedEmail = newAddress('pv');
      const verified = await signUp(app(), { recoveryemail: verifiedEmail });
      expect((await verify(await latestLink(verifiedEmail))).statusCode).toBe(200);
      const old = await signUp(app(), { recoveryemail: newAddress('pg') });
      await db.updateTable('users').set({ email_grandfathered: 1 }).where('id', '=', old.userId).execute();
      await app().deps.jobs.runDue();

      const resetsTo = (email: string) => mailsTo(email).filter((m) => resetTokenIn(m.raw));
      const answers = [];
      for (const name of [unverified.username, verified.username, old.username, uniqueName('nobody')]) {
        answers.push(await askReset(name));
      }
      await app().deps.jobs.runDue();
      expect(resetsTo(unverified.fields.recoveryemail as string)).toHaveLength(0);
      expect(resetsTo(verifiedEmail)).toHaveLength(1);
      expect(resetsTo(old.fields.recoveryemail as string)).toHaveLength(1);
      // The answer says nothing about which of them got mail.
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(answers[0]!.body);
        expect(res.headers['content-type']).toBe(answers[0]!.headers['content-type']);
        expect(res.headers['content-length']).toBe(answers[0]!.headers['content-length']);
      }
      expect(answers[0]!.json()).toEqual({ message: MSG.forgotAnswer });
    });

    it('the export holds the recovery email with its verification state', async () => {
      const email = newAddress('x');
      const user = await signUp(app(), { recoveryemail: email });
      expect((await verify(await latestLink(email))).statusCode).toBe(200);
      const res = await app().inject({ url: '/api/me/export', headers: bearer(user.token) });
      expect(res.statusCode).toBe(200);
      expect(await exportedProfile(res.rawPayload)).toMatchObject({
        recoveryemail: email,
        recoveryEmailVerified: true,
        recoveryEmailGrandfathered: false,
      });
    });

    it('a grandfathered member who changes the address is grandfathered no more', async () => {
      const user = await signUp(app(), { recoveryemail: newAddress('g1') });
      const db = app().deps.database.db;
      await db.updateTable('users').set({ email_grandfathered: 1 }).where('id', '=', user.userId).execute();
      expect(await own(user)).toMatchObject({ recoveryEmailGrandfathered: true });
      expect((await changeEmail(user, newAddress('g2'))).statusCode).toBe(200);
      expect(await own(user)).toMatchObject({
        recoveryEmailGrandfathered: false,
        recoveryEmailVerified: false,
      });
    });
  },
  { build: { now: () => clock.now, jobTimer: false }, config: () => ({ smtpUrl: inbox.url }) },
);
