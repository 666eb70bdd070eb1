import { expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { describeEachDatabase } from './helpers';
import { gate, jobRows, sleep } from './job-helpers';

/** Claims and leases: a job is run by one worker at a time, and never lost when one dies. */
const clock = { now: Date.UTC(2026, 10, 23, 10, 30) };
/** The claim a worker holds on a job, in this suite's (controlled) clock. */
const LEASE_MS = 300;

describeEachDatabase(
  'job claims and leases',
  (ctx) => {
    it('does not run a job twice when another instance starts on the same database while it runs', async () => {
      const { app, config } = ctx();
      const busy = gate();
      let runs = 0;
      const handler = async () => {
        runs += 1;
        if (runs > 1) return; // a second run would be the bug; let it end so the test can report it
        busy.started();
        await busy.opened;
      };
      app.deps.jobs.unchecked.register('test-restart', handler);
      await app.deps.jobs.unchecked.enqueue('test-restart', {});
      const first = app.deps.jobs.runDue();
      await busy.running;
      // A second process on the same SQLite file (or PostgreSQL schema) starts meanwhile.
      const second = await buildApp(config, { now: () => clock.now, jobTimer: false });
      try {
        await second.ready();
        second.deps.jobs.unchecked.register('test-restart', handler);
        await second.deps.jobs.runDue();
        expect(runs).toBe(1);
      } finally {
        busy.open();
        await first;
        await second.close();
      }
      expect(runs).toBe(1);
      expect((await jobRows(ctx(), 'test-restart')).map((j) => j.status)).toEqual(['done']);
    });

    it('keeps the claim of a long job alive, so nobody else takes it while it runs', async () => {
      const { app, config } = ctx();
      const busy = gate();
      let runs = 0;
      const handler = async () => {
        runs += 1;
        if (runs > 1) return; // a second run would be the bug; let it end so the test can report it
        busy.started();
        await busy.opened;
      };
      app.deps.jobs.unchecked.register('test-long', handler);
      await app.deps.jobs.unchecked.enqueue('test-long', {});
      const first = app.deps.jobs.runDue();
      await busy.running;
      const second = await buildApp(config, { now: () => clock.now, jobTimer: false });
      try {
        second.deps.jobs.unchecked.register('test-long', handler);
        clock.now += 10 * 60_000; // any fixed claim (a lease, or a 5-minute lock) has run out now…
        // …but the worker renews its lease while the job runs (every LEASE_MS / 3).
        const renewed = async () => {
          const [row] = await jobRows(ctx(), 'test-long');
          return (row?.locked_until ?? 0) > clock.now;
        };
        for (let i = 0; i < 50 && !(await renewed()); i++) await sleep(LEASE_MS / 3);
        await second.deps.jobs.runDue();
        expect(runs).toBe(1);
      } finally {
        busy.open();
        await first;
        await second.close();
      }
    });

    it('runs a job again after its lease when its worker died, and gives up on one that kills every worker', async () => {
      const { app } = ctx();
      const error = vi.spyOn(app.log, 'error');
      let runs = 0;
      app.deps.jobs.unchecked.register('test-orphan', async () => {
        runs += 1;
      });
      // Two jobs claimed by a worker that is gone: one at its first attempt, one at its last.
      for (const attempts of [1, 3]) {
        await app.deps.database.db
          .insertInto('jobs')
          .values({
            kind: 'test-orphan',
            payload: JSON.stringify({ attempts }),
            status: 'waiting',
            run_at: clock.now,
            attempts,
            max_attempts: 3,
            locked_until: clock.now + LEASE_MS,
            last_error: null,
            dedupe_key: null,
            created_at: clock.now,
            finished_at: null,
          })
          .execute();
      }
      await app.deps.jobs.runDue();
      expect(runs).toBe(0); // still claimed
      clock.now += LEASE_MS + 1;
      await app.deps.jobs.runDue();
      expect(runs).toBe(1);
      const rows = await jobRows(ctx(), 'test-orphan');
      expect(rows.map((j) => j.status)).toEqual(['done', 'dead']);
      expect(rows[1]?.last_error).toMatch(/stopped/);
      expect(error.mock.calls.some(([f]) => (f as { jobId?: number }).jobId === rows[1]?.id)).toBe(true);
      error.mockRestore();
    });

    it('leaves jobs of a kind it has no handler for to an instance that has one', async () => {
      const { app } = ctx();
      await app.deps.jobs.unchecked.enqueue('test-newer-release', { n: 1 });
      await app.deps.jobs.runDue();
      const [row] = await jobRows(ctx(), 'test-newer-release');
      expect(row).toMatchObject({ status: 'waiting', attempts: 0, last_error: null });
      app.deps.jobs.unchecked.register('test-newer-release', async () => undefined);
      await app.deps.jobs.runDue();
      expect((await jobRows(ctx(), 'test-newer-release'))[0]?.status).toBe('done');
    });

    it('on close finishes the job in flight and leaves the rest of its claim to other instances', async () => {
      const { config } = ctx();
      const closing = await buildApp(config, { now: () => clock.now, jobTimer: false });
      const busy = gate();
      const ranBy: string[] = [];
      closing.deps.jobs.unchecked.register('test-close', async () => {
        ranBy.push('closing');
        busy.started();
        await busy.opened;
      });
      for (let n = 0; n < 3; n++) await closing.deps.jobs.unchecked.enqueue('test-close', { n });
      const draining = closing.deps.jobs.runDue();
      await busy.running;
      const closed = closing.close();
      await sleep(100); // close() reaches the worker (its onClose hook) while the job still runs
      busy.open();
      await Promise.all([closed, draining]);
      expect(ranBy).toEqual(['closing']);
      const { app } = ctx();
      app.deps.jobs.unchecked.register('test-close', async () => {
        ranBy.push('other');
      });
      await app.deps.jobs.runDue(); // the other two are free at once, not after a lease
      expect(ranBy).toEqual(['closing', 'other', 'other']);
      const rows = await jobRows(ctx(), 'test-close');
      expect(rows.map((j) => [j.status, j.attempts])).toEqual([
        ['done', 1],
        ['done', 1],
        ['done', 1],
      ]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false }, config: { jobLeaseMs: LEASE_MS } },
);
