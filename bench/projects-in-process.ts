// The projects' reads measured in-process (app.inject, no HTTP, no load generator): CPU µs one
// request costs the process, best of ROUNDS × N, as a visitor and as a signed-in member, on the
// data of bench/project-seed.ts (3,000 members). CPU time, not wall time, so a busy shared
// machine moves it less than the HTTP figures of bench/projects.ts; for before → after A/Bs run
// it alternately in two checkouts. `npx tsx bench/projects-in-process.ts` (DB=postgres with
// TEST_DATABASE_URL for PostgreSQL).
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/security/passwords';
import { disposeTestDatabase, testConfig } from '../tests/api/helpers';
import { LOAD_PASSWORD } from './load-setup';
import { PROJECT_MEMBERS, seedProjects } from './project-seed';
import { seedMembers } from './seed';

const config = testConfig(process.env.DB === 'postgres' ? 'postgres' : 'sqlite');
const app = await buildApp(config);
await app.ready();
const handle = app.deps.database;
await seedMembers(handle.db, 3000, await hashPassword(LOAD_PASSWORD));
const { bigId } = await seedProjects(handle);
await sql`ANALYZE`.execute(handle.db);

const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { username: PROJECT_MEMBERS.viewer, password: LOAD_PASSWORD },
});
const { token } = JSON.parse(login.body) as { token: string };
// The log's sixth page, as bench/projects.ts reads it.
let before = '';
for (let i = 1; i < 6; i++) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  before = JSON.parse((await app.inject({ url: `/api/projects/${bigId}/entries${query}` })).body).next;
}
const paths: Record<string, string> = {
  feed: '/api/projects',
  project: `/api/projects/${bigId}`,
  'log page 1': `/api/projects/${bigId}/entries`,
  'log page 6': `/api/projects/${bigId}/entries?before=${encodeURIComponent(before)}`,
  portfolio: `/api/public/${PROJECT_MEMBERS.maker}/projects`,
};
const rounds = Number(process.env.ROUNDS ?? 5);
const n = Number(process.env.N ?? 100);
for (const viewer of ['visitor', 'member'] as const) {
  const headers: Record<string, string> = viewer === 'member' ? { authorization: `Bearer ${token}` } : {};
  const best: Record<string, number> = {};
  for (let r = 0; r < rounds; r++)
    for (const [name, url] of Object.entries(paths)) {
      const started = process.cpuUsage();
      for (let i = 0; i < n; i++) {
        const res = await app.inject({ url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
      const used = process.cpuUsage(started);
      best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, (used.user + used.system) / n);
    }
  const cells = Object.entries(best).map(([name, us]) => `${name} ${Math.round(us)}`);
  console.log(`${viewer}: CPU µs a request: ${cells.join(', ')}`);
}
await app.close();
await disposeTestDatabase(config);
process.exit(0);
