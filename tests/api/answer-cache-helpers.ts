import type { FastifyInstance } from 'fastify';
import { it } from 'vitest';

/**
 * A check that answers stay kept. A try during which an answer was not kept for reasons of the
 * machine, not of the check, proves nothing either way and is tried again, at most three times:
 * on Redis an instance whose own pings come back late (this machine busy for a second) rightly
 * drops everything it kept (cache/heartbeat.ts); and an answer read while a background job wrote
 * (a sign-up's mail job) is rightly not kept. The checks' own steps run one after another and
 * never race, so a failure without such a disturbance fails at once.
 */
export function itKeeps(app: () => FastifyInstance, name: string, check: () => Promise<void>) {
  it(name, async () => {
    const disturbances = () => {
      const { fullClears, raced } = app().answers.stats();
      return fullClears + raced;
    };
    for (let attempt = 1; ; attempt += 1) {
      const before = disturbances();
      try {
        await check();
        return;
      } catch (error) {
        if (attempt === 3 || disturbances() === before) throw error;
      }
    }
  });
}
