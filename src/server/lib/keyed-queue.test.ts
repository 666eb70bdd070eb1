import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

/** A job that records when it starts and ends, and ends when `finish` is called. */
function controlledJob(log: string[], name: string) {
  let finish: (fail?: boolean) => void = () => undefined;
  const job = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`${name} start`);
      finish = (fail) => {
        log.push(`${name} end`);
        if (fail) reject(new Error(name));
        else resolve(name);
      };
    });
  return { job, finish: (fail?: boolean) => finish(fail) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('keyed queue', () => {
  it('runs jobs of one key one after another, in order', async () => {
    const queue = createKeyedQueue<number>();
    const log: string[] = [];
    const a = controlledJob(log, 'a');
    const b = controlledJob(log, 'b');
    const first = queue.run(1, a.job);
    const second = queue.run(1, b.job);
    await tick();
    expect(log).toEqual(['a start']);
    a.finish();
    await tick();
    expect(log).toEqual(['a start', 'a end', 'b start']);
    b.finish();
    await expect(first).resolves.toBe('a');
    await expect(second).resolves.toBe('b');
  });

  it('runs jobs of different keys side by side', async () => {
    const queue = createKeyedQueue<number>();
    const log: string[] = [];
    const a = controlledJob(log, 'a');
    const b = controlledJob(log, 'b');
    const both = Promise.all([queue.run(1, a.job), queue.run(2, b.job)]);
    await tick();
    expect(log).toEqual(['a start', 'b start']);
    b.finish();
    a.finish();
    await expect(both).resolves.toEqual(['a', 'b']);
  });

  it('goes on after a failed job, whose caller gets its error, and forgets idle keys', async () => {
    const queue = createKeyedQueue<string>();
    const log: string[] = [];
    const a = controlledJob(log, 'a');
    const b = controlledJob(log, 'b');
    const failed = queue.run('k', a.job);
    const next = queue.run('k', b.job);
    await tick();
    a.finish(true);
    await expect(failed).rejects.toThrow('a');
    await tick();
    expect(log).toEqual(['a start', 'a end', 'b start']);
    b.finish();
    await expect(next).resolves.toBe('b');
    await tick();
    expect(queue.busyKeys).toBe(0);
  });
});
