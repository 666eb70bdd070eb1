import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMismatch, runDifferential } from '../support/differential/run';
import { buildWorld, type World } from '../support/differential/world';
import { DATABASES } from './helpers';

/**
 * Kept answers must equal fresh ones after any write (issue 32's differential test): a seeded
 * random run of writes through the API, and after each every public and member read compared
 * between the instances that keep answers and one started with ANSWER_CACHE=off, on one database.
 * CI runs a short run; `npm run differential` a long one (DIFF_SEED, DIFF_STEPS; DIFF_KEEP_GOING=1
 * lists up to 50 mismatches instead of stopping at the first).
 */
// CI's short run: about 20 s on SQLite and 35 s on PostgreSQL (three servers) on the 2-core machine.
const DEFAULT_STEPS = { sqlite: 300, postgres: 200 };
// A fixed seed by default, so that CI replays one known run (it found the two memos fixed with it).
const SEED = Number(process.env.DIFF_SEED ?? 44183);
const KEEP_GOING = process.env.DIFF_KEEP_GOING === '1';
// PostgreSQL needs Redis beside it: several instances can share a database only with Redis.
const KINDS = DATABASES.filter((kind) => kind === 'sqlite' || process.env.TEST_REDIS_URL);

for (const kind of KINDS) {
  const STEPS = Number(process.env.DIFF_STEPS ?? DEFAULT_STEPS[kind]);
  describe(`[${kind}] differential: kept answers equal fresh ones after every write`, () => {
    let world: World | undefined;
    beforeAll(async () => {
      world = await buildWorld(kind);
    }, 60_000);
    afterAll(async () => world?.close());

    it(`${STEPS} seeded steps (seed ${SEED})`, { timeout: 60_000 + STEPS * 2_000 }, async () => {
      if (!world) throw new Error('not built');
      const result = await runDifferential(world, { seed: SEED, steps: STEPS, keepGoing: KEEP_GOING });
      console.log(
        `[${kind}] seed ${SEED}: ${result.steps} writes, ${result.reads} reads compared`,
        JSON.stringify(result.writes),
      );
      expect(result.mismatches.map(describeMismatch)).toEqual([]);
    });
  });
}
