// Search shapes measured in-process (app.inject, no HTTP, cache off) at 10k members: µs a search,
// best of ROUNDS × N, on SQLite or (DB=postgres, TEST_DATABASE_URL) PostgreSQL. For quiet A/Bs:
// run it in two checkouts alternately (docs/performance.md).
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { disposeTestDatabase, testConfig } from '../tests/api/helpers';
import { seedMembers } from './seed';

const SHAPES: Record<string, string[]> = {
  broad: ['stitch', 'kansas', 'zelda', 'wichita'],
  narrow: ['member123', 'member456', 'member789', 'member321'],
  rare: ['member1234', 'member5678', 'member8765', 'member4321'],
  prefix: ['member12', 'member34', 'member56', 'member78'],
  short: ['ad', 'z', 'me', 'k'],
};
const config = { ...testConfig(process.env.DB === 'postgres' ? 'postgres' : 'sqlite'), answerCache: false };
const app = await buildApp(config);
await app.ready();
const db = app.deps.database.db;
await seedMembers(db, 10000, 'x');
await sql`ANALYZE`.execute(db);
const rounds = Number(process.env.ROUNDS ?? 5);
const n = Number(process.env.N ?? 200);
const best: Record<string, number> = {};
for (let r = 0; r < rounds; r++) {
  for (const [shape, words] of Object.entries(SHAPES)) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const res = await app.inject({ url: `/api/search?query=${words[i % 4]}` });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    const per = ((performance.now() - t0) / n) * 1000;
    best[shape] = Math.min(best[shape] ?? Infinity, per);
  }
}
console.log(JSON.stringify(Object.fromEntries(Object.entries(best).map(([k, v]) => [k, Math.round(v)]))));
await app.close();
await disposeTestDatabase(config);
process.exit(0);
