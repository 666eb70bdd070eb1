import { expect, it, vi } from 'vitest';
import type { Mail } from '../../src/server/mail/mailer';
import { describeEachDatabase, uniqueName } from './helpers';
import { jobRows } from './job-helpers';

const sent: Mail[] = [];
const mailer = {
  async send(mail: Mail) {
    sent.push(mail);
  },
};

/** Job payloads are one typed union (src/server/jobs/job-types.ts), checked again when they run. */
describeEachDatabase(
  'job payloads',
  (ctx) => {
    it('marks a job whose payload does not fit its kind dead at once, logged, without running it', async () => {
      const { app } = ctx();
      sent.length = 0;
      const error = vi.spyOn(app.log, 'error');
      // As a row of an older release, or one edited by hand, could hold it.
      await app.deps.jobs.unchecked.enqueue('notice-mail', { to: 42, subject: 'Hi' }, { maxAttempts: 5 });
      await app.deps.jobs.runDue();
      const [row] = await jobRows(ctx(), 'notice-mail');
      expect(row).toMatchObject({ status: 'dead', attempts: 1 });
      expect(row?.last_error).toContain('the payload does not fit job notice-mail');
      expect(row?.last_error).toContain('paragraphs');
      const logged = error.mock.calls.find(
        ([fields]) => (fields as { kind?: string }).kind === 'notice-mail',
      );
      expect(logged?.[0]).toMatchObject({ jobId: row?.id, attempt: 1 });
      expect(sent).toEqual([]);
      error.mockRestore();
    });

    it('hands the handler the payload as its schema reads it', async () => {
      const { app } = ctx();
      const to = `${uniqueName('typed')}@example.org`;
      await app.deps.jobs.enqueue('notice-mail', { to, subject: 'Typed', paragraphs: ['One', 'Two'] });
      await app.deps.jobs.runDue();
      expect(sent.filter((m) => m.to === to)).toMatchObject([
        { subject: 'Typed', text: 'One\n\nTwo', html: '<p>One</p>\n<p>Two</p>' },
      ]);
    });

    it('accepts only known kinds with their payloads when queued (checked by the type checker)', () => {
      const { jobs } = ctx().app.deps;
      const never = () => {
        // @ts-expect-error: not a kind of job the app runs
        void jobs.enqueue('no-such-job', {});
        // @ts-expect-error: a notice needs its paragraphs
        void jobs.enqueue('notice-mail', { to: 'a@example.org', subject: 'Hi' });
        // @ts-expect-error: the member's id is a number
        void jobs.enqueue('account-deletion-mail', { userId: '7' });
      };
      expect(typeof never).toBe('function');
    });
  },
  { build: { jobTimer: false, mailer } },
);
