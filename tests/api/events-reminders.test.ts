import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { EVENT_REMINDERS_JOB, remindAttendees } from '../../src/server/features/events/reminders';
import type { Mail } from '../../src/server/mail/mailer';
import { formatForPeople } from '../../src/shared/time/zoned';
import { isVerificationMail } from './email-helpers';
import { cancelEvent, createEvent, putEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { jobRows } from './job-helpers';

const HOUR = 3_600_000;
const clock = { now: Date.parse('2026-03-05T12:00:00Z') };
const sent: Mail[] = [];
const mailer = {
  async send(mail: Mail) {
    if (!isVerificationMail(mail)) sent.push(mail);
  },
};
const to = (address: string | undefined) => sent.filter((m) => m.to === address);

describeEachDatabase(
  'event reminders and cancellation mails, through the job queue',
  (ctx) => {
    const app = () => ctx().app;
    /** An event starting `hours` from now, with members going, maybe and not going. */
    const eventWithAnswers = async (hours: number, going = 3) => {
      const host = await signUp(app());
      const start = clock.now + hours * HOUR;
      const title = `Photoshoot ${Math.random().toString(36).slice(2, 7)}`;
      const id = await createEvent(app(), host.token, {
        title,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 2 * HOUR).toISOString(),
      });
      const email = () => `m${Math.random().toString(36).slice(2)}@example.org`;
      const members = await Promise.all(
        Array.from({ length: going + 2 }, () => signUp(app(), { recoveryemail: email() })),
      );
      for (const [i, m] of members.entries()) {
        const status = i < going ? 'going' : i === going ? 'maybe' : 'no';
        expect((await rsvp(app(), id, m.token, { status })).statusCode).toBe(200);
      }
      return { id, title, host, start, going: members.slice(0, going), others: members.slice(going) };
    };

    it('the day before, each member going gets one reminder, with the time in the event’s zone', async () => {
      const e = await eventWithAnswers(30);
      expect(await remindAttendees(app().deps)).toBe(0);
      clock.now += 7 * HOUR; // now 23 h before
      await remindAttendees(app().deps);
      await app().deps.jobs.runDue();
      for (const m of e.going) {
        const mails = to(m.fields.recoveryemail);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe(
          `Reminder: ${e.title} is on ${formatForPeople(e.start, 'America/Chicago')}`,
        );
        expect(mails[0]!.subject).toMatch(/ is on \w+day, \w+ \d+, 2026 at \d+:\d\d [AP]M C[SD]T$/);
        expect(mails[0]!.text).toContain(`${ctx().config.publicUrl}/events/${e.id}`);
        // And in the inbox (issue 34), once, with the same words.
        const inbox = await app().inject({ url: '/api/me/notifications', headers: bearer(m.token) });
        expect(inbox.json().notifications.map((n: { text: string; url: string }) => [n.text, n.url])).toEqual(
          [[`Reminder: ${e.title} is on ${formatForPeople(e.start, 'America/Chicago')}`, `/events/${e.id}`]],
        );
      }
      for (const m of e.others) {
        const inbox = await app().inject({ url: '/api/me/notifications', headers: bearer(m.token) });
        expect(inbox.json().notifications).toEqual([]);
      }
      for (const m of e.others) expect(to(m.fields.recoveryemail)).toEqual([]);
      // Later sweeps, and a restarted instance, send nothing more.
      clock.now += HOUR;
      expect(await remindAttendees(app().deps)).toBe(0);
      const restarted = await buildApp(ctx().config, { now: () => clock.now, jobTimer: false, mailer });
      try {
        expect(await remindAttendees(restarted.deps)).toBe(0);
      } finally {
        await restarted.close();
      }
      await app().deps.jobs.runDue();
      for (const m of e.going) expect(to(m.fields.recoveryemail)).toHaveLength(1);
    });

    it('exactly once when sweeps run at the same time, in one instance and in two', async () => {
      const e = await eventWithAnswers(20, 6);
      const second = await buildApp(ctx().config, { now: () => clock.now, jobTimer: false, mailer });
      try {
        // SQLite: one writer at a time per file; two instances in one process would make the
        // second wait synchronously for the first, so there it runs right after.
        const concurrent = ctx().kind === 'postgres';
        const runs = concurrent
          ? await Promise.all([
              remindAttendees(app().deps),
              remindAttendees(second.deps),
              remindAttendees(app().deps),
              remindAttendees(second.deps),
            ])
          : [
              ...(await Promise.all([remindAttendees(app().deps), remindAttendees(app().deps)])),
              await remindAttendees(second.deps),
            ];
        expect(runs.reduce((a, b) => a + b, 0)).toBe(6);
        // The jobs too (each reminder also writes an inbox row in a transaction of its own).
        if (concurrent) await Promise.all([app().deps.jobs.runDue(), second.deps.jobs.runDue()]);
        else for (const deps of [app().deps, second.deps]) await deps.jobs.runDue();
      } finally {
        await second.close();
      }
      for (const m of e.going) expect(to(m.fields.recoveryemail), m.username).toHaveLength(1);
    });

    it('runs every quarter hour on the queue, each run queueing the next', async () => {
      const e = await eventWithAnswers(10, 1);
      await app().deps.jobs.enqueue(EVENT_REMINDERS_JOB, {}, { dedupeKey: `${EVENT_REMINDERS_JOB}:test` });
      await app().deps.jobs.runDue();
      expect(to(e.going[0]!.fields.recoveryemail)).toHaveLength(1);
      const waiting = (await jobRows(ctx(), EVENT_REMINDERS_JOB)).filter((j) => j.status === 'waiting');
      expect(waiting.length).toBeGreaterThanOrEqual(1);
      const next = Math.min(...waiting.map((j) => Number(j.run_at)));
      expect(next).toBeGreaterThan(clock.now);
      expect(next - clock.now).toBeLessThanOrEqual(15 * 60_000);
    });

    it('a new start time means a new reminder; a cancelled event gets none', async () => {
      const moved = await eventWithAnswers(5, 1);
      const cancelled = await eventWithAnswers(6, 1);
      await remindAttendees(app().deps);
      const start = moved.start + 3 * HOUR;
      const res = await putEvent(app(), moved.id, moved.host.token, {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + HOUR).toISOString(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await cancelEvent(app(), cancelled.id, cancelled.host.token)).statusCode).toBe(200);
      await remindAttendees(app().deps);
      await app().deps.jobs.runDue();
      expect(
        to(moved.going[0]!.fields.recoveryemail).filter((m) => m.subject.startsWith('Reminder')),
      ).toHaveLength(2);
      const cancelledMails = to(cancelled.going[0]!.fields.recoveryemail);
      expect(cancelledMails.map((m) => m.subject.split(':')[0])).toEqual(['Reminder', 'Cancelled']);
    });

    it('cancelling mails everyone going or maybe once (not those who said no, nor the one cancelling)', async () => {
      const e = await eventWithAnswers(72, 2);
      expect((await rsvp(app(), e.id, e.host.token, { status: 'going' })).statusCode).toBe(200);
      const before = sent.length;
      expect((await cancelEvent(app(), e.id, e.host.token)).statusCode).toBe(200);
      await app().deps.jobs.runDue();
      const maybe = e.others[0]!;
      const no = e.others[1]!;
      for (const m of [...e.going, maybe]) {
        const mails = to(m.fields.recoveryemail);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toMatch(/^Cancelled: Photoshoot \w+ on /);
        expect(mails[0]!.text).toContain('has been cancelled');
      }
      expect(to(no.fields.recoveryemail)).toEqual([]);
      expect(sent.length - before).toBe(3);
      // Nor is anyone reminded of it later.
      clock.now += 60 * HOUR;
      await remindAttendees(app().deps);
      await app().deps.jobs.runDue();
      expect(sent.length - before).toBe(3);
    });
  },
  { build: { now: () => clock.now, jobTimer: false, mailer } },
);
