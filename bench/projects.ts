// Issue 36's proof, `npm run bench:projects` (and the last part of `npm run bench`), on SQLite and
// on PostgreSQL + Redis: seeded members (bench/seed.ts), one maker's build with 200 log entries
// and 600 photos, and 50 other members' public projects (bench/project-seed.ts).
// 1. The reads: the bare Fastify route, then /projects (the club's feed), the big project's page,
//    its log's first page and a later one (?before=), and the maker's portfolio, as a visitor and
//    as a signed-in member (not the maker), each as a share of the bare route, with their sizes.
// 2. Memory of a 20-photo log upload (bench/project-upload.ts): 12 MP JPEGs of 2–3 MB, one per
//    request, one after another; the server's VmRSS (and its photo process's) before, peak, after.
// PROJECTS_DATABASES (sqlite,postgres), PROJECTS_MEMBERS (the first of BENCH_SIZES, else 10,000)
// and PROJECTS_SECONDS (3 per read) change the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/connection';
import { hashPassword } from '../src/server/security/passwords';
import { answerBytes } from './answer-bytes';
import { LOAD_PASSWORD } from './load-setup';
import { logIn } from './organiser-session';
import { type ProjectsRun, printProjectReads, printUploadMemory } from './project-report';
import { PROJECT_MEMBERS, PROJECT_SIZES, type SeededProjects, seedProjects } from './project-seed';
import { makePhonePhotos, measureUpload, UPLOAD_PHOTOS } from './project-upload';
import { bareRoute, loadAverage, measureAsViewers, withBenchData, withServer } from './read-shares';
import { seedMembers } from './seed';

type Database = ProjectsRun['database'];
/** What the environment may change (see the top of the file). */
const RUN = {
  databases: (process.env.PROJECTS_DATABASES ?? 'sqlite,postgres').split(',') as Database[],
  members: Number(process.env.PROJECTS_MEMBERS ?? process.env.BENCH_SIZES?.split(',')[0] ?? 10_000),
  seconds: Number(process.env.PROJECTS_SECONDS ?? 3),
};
const CONNECTIONS = 20;
const REFERENCE_PORT = 4396;
/** Each read's run. */
const PACE = { seconds: RUN.seconds, connections: CONNECTIONS };
/** The later page of the log: the sixth (entries 101–120). */
const LATER_PAGE = 6;

/** The `before` cursor of the log's page `page` (1 is the first), following `next` as the page does. */
async function laterCursor(baseUrl: string, projectId: number, page: number): Promise<string> {
  let before = '';
  for (let i = 1; i < page; i++) {
    const query = before ? `?before=${encodeURIComponent(before)}` : '';
    const answer = (await (await fetch(`${baseUrl}/api/projects/${projectId}/entries${query}`)).json()) as {
      next: string | null;
    };
    if (!answer.next) throw new Error(`the log has no page ${page}`);
    before = answer.next;
  }
  return before;
}

async function measureReads(baseUrl: string, seeded: SeededProjects, memberToken: string) {
  const id = seeded.bigId;
  const cursor = await laterCursor(baseUrl, id, LATER_PAGE);
  const reads = [
    { name: '`GET /api/projects` (the feed)', path: '/api/projects' },
    { name: '`GET /api/projects/{id}` (the big project)', path: `/api/projects/${id}` },
    { name: '`…/{id}/entries` (the log, page 1)', path: `/api/projects/${id}/entries` },
    {
      name: `\`…/{id}/entries?before=\` (page ${LATER_PAGE})`,
      path: `/api/projects/${id}/entries?before=${encodeURIComponent(cursor)}`,
    },
    { name: '`GET /api/public/{maker}/projects`', path: `/api/public/${PROJECT_MEMBERS.maker}/projects` },
  ];
  return measureAsViewers(baseUrl, { reads, memberToken, pace: PACE, sizeOf: answerBytes });
}

async function benchDatabase(database: Database, phonePhotos: string[]): Promise<ProjectsRun> {
  // The upload sends 20 photos in a few seconds; the reads sign in once each.
  const limits = { PROJECT_PHOTOS_PER_MEMBER_MINUTE: '1000', PROJECT_ENTRIES_PER_MEMBER_HOUR: '1000' };
  return withBenchData('projects', database, limits, async ({ dataDir, databaseUrl, env }) => {
    const started = performance.now();
    const handle = await openDatabase({ dataDir, databaseUrl });
    let seeded: SeededProjects;
    try {
      await seedMembers(handle.db, RUN.members, await hashPassword(LOAD_PASSWORD));
      seeded = await seedProjects(handle);
    } finally {
      await handle.close();
    }
    console.log(
      `  ${database}: seeded ${RUN.members} members and the projects in ${((performance.now() - started) / 1000).toFixed(1)} s (a stored photo's four WebP copies: ${(seeded.photoBytes / 1024).toFixed(0)} KB)`,
    );
    const reference = await bareRoute(REFERENCE_PORT, PACE);
    return withServer(env, async (baseUrl, pid) => {
      const viewer = await logIn(baseUrl, PROJECT_MEMBERS.viewer, LOAD_PASSWORD);
      const reads = await measureReads(baseUrl, seeded, viewer.token);
      const maker = await logIn(baseUrl, PROJECT_MEMBERS.maker, LOAD_PASSWORD);
      const upload = await measureUpload(baseUrl, pid, maker, seeded.uploadId, phonePhotos);
      return { database, reference, reads, upload };
    });
  });
}

export async function benchProjects(): Promise<void> {
  const { entries, photosPerEntry, others, otherEntries } = PROJECT_SIZES;
  console.log(
    `\nProjects (issue 36): ${RUN.members} members; one project of ${entries} entries and ${entries * photosPerEntry} photos, ${others} other public projects of ${otherEntries} entries; ${RUN.seconds} s per read at ${CONNECTIONS} connections; a ${UPLOAD_PHOTOS}-photo upload`,
  );
  console.log(`Load average at the start: ${loadAverage()}`);
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-phone-photos-'));
  try {
    const phonePhotos = await makePhonePhotos(photoDir);
    const runs: ProjectsRun[] = [];
    for (const database of RUN.databases) runs.push(await benchDatabase(database, phonePhotos));
    printProjectReads(runs);
    printUploadMemory(runs);
  } finally {
    fs.rmSync(photoDir, { recursive: true, force: true });
  }
  console.log(`Load average at the end: ${loadAverage()}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchProjects().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
