import { expect, it } from 'vitest';
import type { JobRow } from '../../src/server/db/jobs-repo';
import { sendResetMail } from '../../src/server/features/password-reset/reset-mail-job';
import { sendDeletionMail } from '../../src/server/features/profiles/account-deletion';
import { type JobName, type JobPayload, parsePayload } from '../../src/server/jobs/job-types';
import type { Mail } from '../../src/server/mail/mailer';
import { sendVerificationMail } from '../../src/server/mail/verify-mail-job';
import { signUpVerified } from './email-helpers';
import { bearer, describeEachDatabase, signUp, uniqueName } from './helpers';

const clock = { now: Date.now() };
const sent: Mail[] = [];
/** Set to make the next send fail after the mail server took the message (its answer was lost). */
let loseNextAnswer = false;
const mailer = {
  async send(mail: Mail) {
    sent.push(mail);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new Error('connection closed before the server said 250');
    }
  },
};
const linkIn = (mail: Mail | undefined, route: string) =>
  new RegExp(`/${route}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
const noLog = { warn: () => undefined };

/**
 * The crash of issue 31: a worker mailed the link and died before it marked the job done. Its
 * lease runs out and another worker runs the job again.
 */
describeEachDatabase(
  'a mail job run again mails the same working link',
  (ctx) => {
    const app = () => ctx().app;
    const mailsTo = (to: string) => sent.filter((m) => m.to === to);

    /** A worker takes the job, mails the link and dies before it marks the job done. */
    async function dieAfterSending<K extends JobName>(
      kind: K,
      run: (payload: JobPayload<K>, job: JobRow) => Promise<void>,
    ) {
      const { leaseMs } = { leaseMs: ctx().config.jobLeaseMs };
      const [job, ...more] = await app().deps.jobs.repo.claim(
        [kind],
        clock.now,
        clock.now + leaseMs,
        'gone',
        10,
      );
      expect(job, `a ${kind} job`).toBeDefined();
      expect(more).toHaveLength(0);
      await run(parsePayload(kind, JSON.parse(job!.payload)), job!);
      clock.now += leaseMs + 1; // the lease runs out; the next worker takes the job over
    }

    it('verification: both mails carry one link, which works once', async () => {
      const email = `${uniqueName('v')}@example.org`;
      await signUp(app(), { recoveryemail: email });
      await dieAfterSending('email-verification-mail', (p, job) => sendVerificationMail(app().deps, p, job));
      await app().deps.jobs.runDue();
      const links = mailsTo(email).map((m) => linkIn(m, 'verifyemail'));
      expect(links).toHaveLength(2);
      expect(links[1]).toBe(links[0]);
      const verify = () =>
        app().inject({ method: 'POST', url: '/api/verifyemail', payload: { token: links[0] } });
      expect((await verify()).statusCode).toBe(200);
      expect((await verify()).statusCode).toBe(400);
    });

    it('password reset: both mails carry one link, which works once; a lost answer resends it too', async () => {
      const email = `${uniqueName('r')}@example.org`;
      const user = await signUpVerified(app(), { recoveryemail: email });
      await app().inject({ url: `/api/resetpassword/${user.username}` });
      await dieAfterSending('password-reset-mail', (p, job) => sendResetMail(app().deps, p, noLog, job));
      loseNextAnswer = true; // the second send reaches the inbox but fails: a third attempt follows
      await app().deps.jobs.runDue();
      clock.now += 10 * 60_000;
      await app().deps.jobs.runDue();
      const links = mailsTo(email).map((m) => linkIn(m, 'resetpassword'));
      expect(links).toHaveLength(3);
      expect(new Set(links).size).toBe(1);
      const submit = () =>
        app().inject({
          method: 'POST',
          url: `/api/resetpassword/token/${links[0]}`,
          payload: { password: 'Fresh#Start42' },
        });
      expect((await submit()).statusCode).toBe(200);
      expect((await submit()).statusCode).toBe(400);
    });

    it('account restore: both mails carry one link, which works once', async () => {
      const email = `${uniqueName('d')}@example.org`;
      const user = await signUp(app(), { recoveryemail: email });
      await app().deps.jobs.runDue(); // the sign-up's verification mail
      const removed = await app().inject({
        method: 'DELETE',
        url: `/api/users/${user.userId}`,
        payload: { password: user.password },
        headers: bearer(user.token),
      });
      expect(removed.statusCode).toBe(200);
      await dieAfterSending('account-deletion-mail', (p, job) => sendDeletionMail(app().deps, p, job));
      await app().deps.jobs.runDue();
      const links = mailsTo(email)
        .map((m) => linkIn(m, 'restoreaccount'))
        .filter(Boolean);
      expect(links).toHaveLength(2);
      expect(links[1]).toBe(links[0]);
      const restore = () =>
        app().inject({ method: 'POST', url: '/api/restoreaccount', payload: { token: links[0] } });
      expect((await restore()).statusCode).toBe(200);
      expect((await restore()).statusCode).toBe(400);
    });

    it('a link used before the job runs again is not mailed again and stays used', async () => {
      const email = `${uniqueName('u')}@example.org`;
      const user = await signUpVerified(app(), { recoveryemail: email });
      await app().inject({ url: `/api/resetpassword/${user.username}` });
      await dieAfterSending('password-reset-mail', (p, job) => sendResetMail(app().deps, p, noLog, job));
      const token = linkIn(mailsTo(email)[0], 'resetpassword');
      const submit = () =>
        app().inject({
          method: 'POST',
          url: `/api/resetpassword/token/${token}`,
          payload: { password: 'Fresh#Start42' },
        });
      expect((await submit()).statusCode).toBe(200);
      await app().deps.jobs.runDue();
      expect(mailsTo(email)).toHaveLength(1);
      expect((await submit()).statusCode).toBe(400);
    });

    it('keeps no usable token in the jobs table', async () => {
      const email = `${uniqueName('t')}@example.org`;
      await signUp(app(), { recoveryemail: email });
      await app().deps.jobs.runDue();
      const token = linkIn(mailsTo(email)[0], 'verifyemail');
      const rows = await app().deps.database.db.selectFrom('jobs').select('payload').execute();
      expect(token).toBeDefined();
      expect(rows.some((r) => r.payload.includes(token!))).toBe(false);
      expect(rows.some((r) => r.payload.includes('linkNonce'))).toBe(true);
    });
  },
  { build: { now: () => clock.now, mailer, jobTimer: false } },
);
