import { expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { describeEachDatabase, signUp } from './helpers';
import { jobRows, sleep } from './job-helpers';

const clock = { now: Date.UTC(2026, 10, 23, 10, 30) };

describeEachDatabase(
  'the durable job queue',
  (ctx) => {
    it('writes a job with the change that causes it: a rolled-back change leaves no job', async () => {
      const { app } = ctx();
      const ran: unknown[] = [];
      app.deps.jobs.unchecked.register('test-tx', async (payload) => {
        ran.push(payload);
      });
      await app.deps.database.db
        .transaction()
        .execute(async (trx) => {
          await app.deps.jobs.unchecked.enqueue('test-tx', { n: 1 }, { trx });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await app.deps.database.db.transaction().execute(async (trx) => {
        await app.deps.jobs.unchecked.enqueue('test-tx', { n: 2 }, { trx });
      });
      await app.deps.jobs.runDue();
      await app.deps.jobs.runDue();
      expect(ran).toEqual([{ n: 2 }]);
      expect((await jobRows(ctx(), 'test-tx')).map((j) => j.status)).toEqual(['done']);
    });

    it('retries a failing job with back-off, logs each failure with the job, and marks it dead at last', async () => {
      const { app } = ctx();
      const warn = vi.spyOn(app.log, 'warn');
      const error = vi.spyOn(app.log, 'error');
      let calls = 0;
      app.deps.jobs.unchecked.register('test-fail', async () => {
        calls += 1;
        throw new Error(`smtp refused #${calls}`);
      });
      await app.deps.jobs.unchecked.enqueue('test-fail', {}, { maxAttempts: 3 });
      await app.deps.jobs.runDue();
      expect(calls).toBe(1);
      await app.deps.jobs.runDue(); // not yet due: 1 s back-off in this suite
      expect(calls).toBe(1);
      clock.now += 1_000;
      await app.deps.jobs.runDue();
      expect(calls).toBe(2);
      clock.now += 1_999;
      await app.deps.jobs.runDue();
      expect(calls).toBe(2);
      clock.now += 1;
      await app.deps.jobs.runDue();
      expect(calls).toBe(3);
      const [row] = await jobRows(ctx(), 'test-fail');
      expect(row?.status).toBe('dead');
      expect(row?.last_error).toBe('smtp refused #3');
      expect(
        warn.mock.calls.filter(([fields]) => (fields as { kind?: string }).kind === 'test-fail'),
      ).toHaveLength(2);
      const dead = error.mock.calls.find(([fields]) => (fields as { kind?: string }).kind === 'test-fail');
      expect(dead?.[0]).toMatchObject({ kind: 'test-fail', attempt: 3, jobId: row?.id });
      expect((await app.deps.jobs.stats()).dead).toBeGreaterThanOrEqual(1);
      warn.mockRestore();
      error.mockRestore();
    });

    it('runs each job exactly once when two instances work the same queue', async () => {
      const { app, config } = ctx();
      const second = await buildApp(config, { now: () => clock.now, jobTimer: false });
      try {
        const runs = new Map<number, number>();
        const count = async (payload: unknown) => {
          const n = (payload as { n: number }).n;
          await new Promise((r) => setTimeout(r, 2));
          runs.set(n, (runs.get(n) ?? 0) + 1);
        };
        app.deps.jobs.unchecked.register('test-shared', count);
        second.deps.jobs.unchecked.register('test-shared', count);
        for (let n = 0; n < 50; n++) await app.deps.jobs.unchecked.enqueue('test-shared', { n });
        await Promise.all([app.deps.jobs.runDue(), second.deps.jobs.runDue(), app.deps.jobs.runDue()]);
        expect(runs.size).toBe(50);
        expect([...runs.values()].every((times) => times === 1)).toBe(true);
      } finally {
        await second.close();
      }
    });

    it('queues a named job once, however many instances ask', async () => {
      const { app } = ctx();
      app.deps.jobs.unchecked.register('test-once', async () => undefined);
      await app.deps.jobs.unchecked.enqueue('test-once', {}, { dedupeKey: 'once:1' });
      await app.deps.jobs.unchecked.enqueue('test-once', {}, { dedupeKey: 'once:1' });
      expect(await jobRows(ctx(), 'test-once')).toHaveLength(1);
    });

    it('sweeps expired sessions every hour and queues the next sweep', async () => {
      const { app } = ctx();
      const member = await signUp(app);
      clock.now += ctx().config.sessionTtlMs + 1;
      const hour = 3_600_000;
      // The sweep of the new hour.
      await app.deps.jobs.enqueue('sweep', {}, { dedupeKey: `sweep:${Math.floor(clock.now / hour)}` });
      await app.deps.jobs.runDue();
      const left = await app.deps.database.db
        .selectFrom('sessions')
        .select('user_id')
        .where('user_id', '=', member.userId)
        .execute();
      expect(left).toEqual([]);
      const next = (await jobRows(ctx(), 'sweep')).filter((j) => j.status === 'waiting');
      expect(next.map((j) => j.dedupe_key)).toContain(`sweep:${Math.floor(clock.now / hour) + 1}`);
    });

    it('reports the queue in /api/health', async () => {
      const { app } = ctx();
      app.deps.jobs.unchecked.register('test-health', async () => undefined);
      await app.deps.jobs.unchecked.enqueue('test-health', {}, { runAt: clock.now - 5_000 });
      const health = (await app.inject({ url: '/api/health' })).json();
      expect(health.jobs.depth).toBeGreaterThanOrEqual(1);
      expect(health.jobs.oldestWaitingMs).toBeGreaterThanOrEqual(5_000);
      await app.deps.jobs.runDue();
    });

    it('keeps the hourly sweep going when one sweep fails', async () => {
      const { app } = ctx();
      const hour = 3_600_000;
      clock.now += hour;
      const failing = vi
        .spyOn(app.deps.sessions, 'deleteExpired')
        .mockRejectedValueOnce(new Error('disk busy'));
      const warn = vi.spyOn(app.log, 'warn');
      await app.deps.jobs.enqueue('sweep', {}, { dedupeKey: `sweep:${Math.floor(clock.now / hour)}` });
      await app.deps.jobs.runDue();
      expect(warn.mock.calls.some(([f]) => (f as { kind?: string }).kind === 'sweep')).toBe(true);
      const waiting = (await jobRows(ctx(), 'sweep')).filter((j) => j.status === 'waiting');
      expect(waiting.map((j) => j.dedupe_key)).toContain(`sweep:${Math.floor(clock.now / hour) + 1}`);
      failing.mockRestore();
      warn.mockRestore();
    });

    it('counts in the depth only jobs that are due, not work scheduled for later', async () => {
      const { app } = ctx();
      await app.deps.jobs.runDue();
      const before = await app.deps.jobs.stats();
      await app.deps.jobs.unchecked.enqueue('test-later', {}, { runAt: clock.now + 7 * 24 * 3_600_000 });
      expect(await app.deps.jobs.stats()).toEqual(before);
    });
  },
  {
    build: { now: () => clock.now, jobTimer: false },
    config: { jobRetryDelaysMs: [1_000, 2_000] },
  },
);

describeEachDatabase('the job worker on its timer', (ctx) => {
  it('runs a job at once when its own process enqueues it, and polls for the others', async () => {
    const { app, config } = ctx();
    const ran: Array<{ n: number; at: number }> = [];
    app.deps.jobs.unchecked.register('test-timer', async (payload) => {
      ran.push({ n: (payload as { n: number }).n, at: performance.now() });
    });
    const start = performance.now();
    await app.deps.jobs.unchecked.enqueue('test-timer', { n: 1 });
    for (let i = 0; i < 100 && ran.length < 1; i++) await sleep(5);
    expect(ran.map((r) => r.n)).toEqual([1]);
    expect(ran[0]!.at - start).toBeLessThan(500); // not the next poll, a second away
    // Written by another instance: this one finds it at its next poll (every second).
    const other = await buildApp(config, { jobTimer: false });
    try {
      await other.deps.jobs.unchecked.enqueue('test-timer', { n: 2 });
    } finally {
      await other.close();
    }
    for (let i = 0; i < 30 && ran.length < 2; i++) await sleep(100);
    expect(ran.map((r) => r.n)).toEqual([1, 2]);
  });
});
