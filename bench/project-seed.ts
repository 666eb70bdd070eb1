// The projects the projects bench (bench/projects.ts) reads: one maker's big build (200 log
// entries, 3 photos each: 600, the most a project holds) with a full plan, two finished projects
// and an empty one for the upload; and 50 other members' public projects with a few entries each,
// so /projects has full pages. Written through the repositories the API calls, with times set
// back so the log spans months. The photos are real WebP renditions (display, thumbnail, 480 and
// 960 px) of three phone-sized pictures, made once with the server's own codec and reused.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { DatabaseHandle } from '../src/server/db/connection';
import type { NewProjectPhoto } from '../src/server/db/project-photos-repo';
import { createRepos } from '../src/server/db/repos';
import { type EncodedPhoto, encodePhoto } from '../src/server/images/photo-codec';
import { PROJECT_LIMITS, TECHNIQUES } from '../src/shared/api/projects';
import { CON_SERIES } from './con-series';
import { rng } from './member-rows';

const DAY = 86_400_000;
export const PROJECT_SIZES = { entries: 200, photosPerEntry: 3, others: 50, otherEntries: 3 };

/** Who is who, by seeded member number (the benches' members are member0 … memberN-1). */
export const PROJECT_MEMBERS = {
  maker: 'member1000',
  /** member1001 … member1050 keep one public project each. */
  firstOther: 1001,
  /** A signed-in member who is neither: the reads "as a member". */
  viewer: 'member2000',
};

export interface SeededProjects {
  bigId: number;
  /** The maker's empty project the upload bench writes to (members only). */
  uploadId: number;
  /** Bytes of one stored photo's four WebP copies, on average. */
  photoBytes: number;
}

/** Three photo-like pictures (colour blobs under fine grain), encoded as an upload would be. */
async function makeRenditions(): Promise<EncodedPhoto[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-project-photos-'));
  try {
    const grain = await sharp({
      create: {
        width: 251,
        height: 251,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 8 },
      },
    })
      .png()
      .toBuffer();
    const made: EncodedPhoto[] = [];
    for (let i = 0; i < 3; i++) {
      const blobs = await sharp({
        create: {
          width: 40,
          height: 30,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 90 + 30 * i, sigma: 50 },
        },
      })
        .png()
        .toBuffer();
      const file = path.join(dir, `p${i}.jpg`);
      await sharp(blobs)
        .resize(2000, 1500, { kernel: 'cubic' })
        .composite([{ input: grain, tile: true, blend: 'overlay' }])
        .jpeg({ quality: 90 })
        .toFile(file);
      made.push(await encodePhoto(file, { widths: true }));
    }
    return made;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const BODIES = [
  'Cut the **EVA foam** pieces from the pattern today.\n\n- heat-sealed every edge\n- glued the seams with contact cement\n- sanded the bevels\n\nThe pattern came from [the shop](https://example.org/patterns); it needed 2 cm more at the shoulder.',
  'Primed with three coats of Plasti Dip, then a base coat.\n\nThe weathering took longer than planned: **dry brushing** the edges, then a black wash in the recesses. Next: the clear coat.',
  'Fitting session. The chest plate sits too high, so I moved the straps down and added a second buckle.\n\n1. moved the D-rings\n2. re-riveted the straps\n3. padded the inside with craft foam',
  'Printed the helmet fins (PLA, 0.2 mm layers, 14 hours), filled the layer lines with filler primer and wet-sanded at 400 then 800 grit. One fin warped; reprinting it tonight.',
];

/** Inserts the maker's photo of an entry (or a cover) as the upload route would store it. */
function photoOf(r: EncodedPhoto, entryId: number | null, alt: string): NewProjectPhoto {
  const role = entryId === null ? 'project' : 'entry';
  return { id: randomBytes(16).toString('base64url'), ...r, alt, credit: '', role, entry_id: entryId };
}

async function idOf(handle: DatabaseHandle, username: string): Promise<number> {
  const row = await handle.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row) throw new Error(`no seeded member ${username}`);
  return row.id;
}

/** Seeds the projects into a database the members are already in (bench/seed.ts). */
export async function seedProjects(handle: DatabaseHandle): Promise<SeededProjects> {
  const repos = createRepos(handle);
  const renditions = await makeRenditions();
  const next = rng(36);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const caps = { project: PROJECT_LIMITS.projectPhotos, entry: PROJECT_LIMITS.entryPhotos };
  const now = Date.now();
  const project = async (ownerId: number, title: string, extra: Record<string, unknown>, at: number) => {
    const cast = pick(CON_SERIES);
    const id = await repos.projects.create(
      ownerId,
      {
        title,
        character: pick(cast.characters),
        series: cast.series,
        kind: 'costume',
        visibility: 'everyone',
        status: 'building',
        ...extra,
      },
      PROJECT_LIMITS.projects,
      at,
    );
    if (id === undefined) throw new Error('the maker is full');
    return id;
  };
  /** `count` entries a day apart up to `lastAt`, each with its photos; the first photo is the cover. */
  const log = async (projectId: number, ownerId: number, count: number, photos: number, lastAt: number) => {
    let cover: string | undefined;
    for (let i = 0; i < count; i++) {
      const at = lastAt - (count - 1 - i) * DAY;
      const date = new Date(at).toISOString().slice(0, 10);
      const techniques = [pick(TECHNIQUES), pick(TECHNIQUES)];
      // Each body its own text (a page renders 20 different ones), as real entries are.
      const body = `${pick(BODIES)}\n\nDay ${i + 1} of the build, ${date}.`;
      const values = { entry_date: date, body, minutes_spent: 30 + Math.floor(next() * 240) };
      const entryId = await repos.projectEntries.add(projectId, values, techniques, at);
      for (let p = 0; p < photos; p++) {
        const photo = photoOf(
          renditions[(i + p) % renditions.length]!,
          entryId,
          `Step ${i + 1}, photo ${p + 1}`,
        );
        const stored = await repos.projectPhotos.add(projectId, photo, caps, at + p);
        if (stored !== 'ok') throw new Error(`seeding a photo: ${stored}`);
        cover ??= photo.id;
      }
    }
    if (cover) await repos.projects.update(projectId, ownerId, { cover_photo_id: cover }, lastAt);
  };

  const makerId = await idOf(handle, PROJECT_MEMBERS.maker);
  // The big build: its log runs 200 days to yesterday; its plan is full of what a build needs.
  const bigId = await project(makerId, 'Mandalorian armour', { budget_cents: 150_000 }, now - 300 * DAY);
  await seedPlan(repos, bigId, now - 250 * DAY);
  await log(bigId, makerId, PROJECT_SIZES.entries, PROJECT_SIZES.photosPerEntry, now - DAY);
  for (const title of ['Witcher medallion', 'Sailor Moon tiara'])
    await project(makerId, title, { status: 'done', finished_at: now - 400 * DAY }, now - 500 * DAY).then(
      (id) => log(id, makerId, 2, 1, now - 410 * DAY),
    );
  const uploadId = await project(makerId, 'Elden Ring helmet', { visibility: 'members' }, now - DAY);

  // Other members: one public project each, a few entries in the last month, one photo each.
  for (let m = 0; m < PROJECT_SIZES.others; m++) {
    const ownerId = await idOf(handle, `member${PROJECT_MEMBERS.firstOther + m}`);
    const lastAt = now - Math.floor(next() * 30 * DAY);
    const id = await project(
      ownerId,
      `Build ${m + 1}`,
      { status: pick(['planning', 'building', 'done'] as const) },
      lastAt - 60 * DAY,
    );
    await log(id, ownerId, PROJECT_SIZES.otherEntries, 1, lastAt);
  }
  await sql`ANALYZE`.execute(handle.db);
  const photoBytes = renditions.reduce(
    (n, r) => n + r.display.length + r.thumb.length + (r.w480?.length ?? 0) + (r.w960?.length ?? 0),
    0,
  );
  return { bigId, uploadId, photoBytes: Math.round(photoBytes / renditions.length) };
}

type Repos = ReturnType<typeof createRepos>;

/** A full plan: 12 reference links, 10 components, 40 materials, 30 tasks. */
async function seedPlan(repos: Repos, projectId: number, at: number) {
  const cap = PROJECT_LIMITS.planRows;
  const add = (
    list: 'references' | 'components' | 'materials' | 'tasks',
    values: Record<string, string | number | null>,
  ) => repos.projectPlan.add(list, projectId, values, cap, at);
  for (let i = 0; i < 12; i++)
    await add('references', { url: `https://example.org/reference/${i}`, note: `Angle ${i + 1}` });
  for (let i = 0; i < 10; i++)
    await add('components', { name: `Part ${i + 1}`, status: ['todo', 'building', 'done'][i % 3]! });
  for (let i = 0; i < 40; i++)
    await add('materials', {
      name: `Material ${i + 1}`,
      status: ['needed', 'ordered', 'arrived', 'owned'][i % 4]!,
      quantity: 1 + (i % 5),
      unit: 'sheet',
      unit_cost_cents: 250 + 100 * (i % 9),
      shop: 'Foam & More, Columbus',
      url: '',
    });
  for (let i = 0; i < 30; i++)
    await add('tasks', {
      title: `Task ${i + 1}`,
      estimate_minutes: 60 + 30 * (i % 6),
      done_at: i < 10 ? at : null,
    });
}
