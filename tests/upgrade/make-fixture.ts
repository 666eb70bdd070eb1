/**
 * Makes the upgrade fixtures: a SQLite file and a PostgreSQL dump at the schema of a release,
 * filled through that release's own app, plus a manifest of what a member should still see.
 *
 * At each release, refresh them from the release's code (docs/decisions/0008):
 *   git worktree add /tmp/release <commit> && ln -s "$PWD/node_modules" /tmp/release/node_modules
 *   RELEASE_DIR=/tmp/release RELEASE=<commit> npx tsx tests/upgrade/make-fixture.ts
 *   git worktree remove /tmp/release
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { multipart } from '../api/helpers';
import { resetTokenIn } from '../api/smtp-inbox';

const releaseDir = process.env.RELEASE_DIR ?? '';
const release = process.env.RELEASE ?? '';
const adminUrl = process.env.FIXTURE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!releaseDir || !release)
  throw new Error('Set RELEASE_DIR (a checkout of the release) and RELEASE (its commit)');
const out = path.join(import.meta.dirname, 'fixtures');
/** Fixed so reset links and sessions in the fixture are alive when the test reads them. */
export const FIXTURE_TIME = Date.UTC(2026, 10, 20, 12, 0, 0);

// biome-ignore lint/suspicious/noExplicitAny: the release's answers are read as loosely as a client would
type Json = any;
type App = {
  inject: (o: object) => Promise<{ statusCode: number; json: () => Json; body: string; rawPayload: Buffer }>;
  close: () => Promise<void>;
};

const photo = (hue: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: hue } })
    .png()
    .toBuffer();

async function fill(app: App, dataDir: string) {
  const members = [
    {
      username: 'Ada.Stitch',
      firstname: 'Ada',
      state: 'Kansas',
      city: 'Wichita',
      imawhat: 'Cosplayer,Maker',
    },
    {
      username: 'zoe_props',
      firstname: 'Zoë',
      state: 'Missouri,Iowa',
      city: 'Kansas City',
      imawhat: 'Prop Builder',
    },
    { username: 'quiet-one', firstname: 'Mateo', state: '', city: '', imawhat: '' },
  ];
  const manifest: Record<string, unknown>[] = [];
  for (const [i, m] of members.entries()) {
    const password = `Sewing#20${i}4`;
    const form = {
      firstname: m.firstname,
      lastname: 'Fixture',
      birthdate: '1990-05-17',
      username: m.username,
      password,
      recoveryemail: `${m.username.toLowerCase()}@example.org`,
      referredby: '',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/createnew',
      remoteAddress: `10.1.1.${i}`,
      ...multipart(form),
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    const { userId, token } = created.json();
    const auth = { authorization: `Bearer ${token}` };
    const files: Record<string, { data: Buffer; filename: string; type: string }> =
      i < 2
        ? {
            profileImage: { data: await photo(i ? '#a36' : '#2a7'), filename: 'p.png', type: 'image/png' },
            slideshowImage0: { data: await photo('#468'), filename: 's.png', type: 'image/png' },
          }
        : {};
    const fields = {
      state: m.state,
      city: m.city,
      imawhat: m.imawhat,
      about: `Hi, I am ${m.firstname} ✂️ — 𝓬𝓸𝓼𝓹𝓵𝓪𝔂`,
      instagram: `${m.username.replace(/\./g, '')}_ig`,
    };
    const body = multipart(fields, files);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/users/${userId}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    for (const [game, score] of [
      ['TETRIS', 1200 + i * 100],
      ['brickbreaker', 3400],
      ['Memory Card Game - 4 Cards', 980 - i * 10],
    ] as const) {
      const put = await app.inject({
        method: 'PUT',
        url: `/api/users/updatescore/${m.username}/${encodeURIComponent(game)}`,
        payload: { gamescore: score },
        headers: auth,
      });
      if (put.statusCode !== 200) throw new Error(put.body);
    }
    const profile = (await app.inject({ url: `/api/public/${m.username}` })).json();
    const images: Record<string, string> = {};
    for (const url of [profile.image, profile.thumbnail].filter(Boolean)) {
      const res = await app.inject({ url });
      images[url] = createHash('sha256').update(res.rawPayload).digest('hex');
    }
    manifest.push({ username: m.username, userId, password, token, profile, images });
  }
  // A pending reset for the first member: the mail lands in DATA_DIR/outbox (no SMTP).
  await app.inject({ url: `/api/resetpassword/${members[0]!.username}` });
  await new Promise((r) => setTimeout(r, 500));
  const outbox = path.join(dataDir, 'outbox');
  const mail = fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .join('\n');
  const resetToken = resetTokenIn(mail) ?? '';
  const scores = (
    await app.inject({
      url: '/api/users/getscore?gameName=TETRIS',
      headers: { authorization: `Bearer ${manifest[0]!.token}` },
    })
  ).json();
  return { members: manifest, resetToken, tetris: scores.results };
}

async function build(env: Record<string, string>, dataDir: string): Promise<App> {
  const { loadConfig } = await import(path.join(releaseDir, 'src/server/config.ts'));
  const { buildApp } = await import(path.join(releaseDir, 'src/server/app.ts'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', CONTENT_FILE: path.join(releaseDir, 'content/club.json'), ...env }),
    dataDir,
    webDir: '/nonexistent',
  };
  const app = await buildApp(config, { now: () => FIXTURE_TIME });
  await app.ready();
  return app;
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  // SQLite
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-sqlite-'));
  const sqliteApp = await build({}, sqliteDir);
  const sqliteManifest = await fill(sqliteApp, sqliteDir);
  await sqliteApp.close();
  fs.copyFileSync(path.join(sqliteDir, 'club.sqlite3'), path.join(out, `release-${release}.sqlite3`));
  // PostgreSQL: a scratch database, dumped as plain SQL.
  const dbName = `club_fixture_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
  try {
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-pg-'));
    const pgApp = await build({ DATABASE_URL: url }, pgDir);
    const pgManifest = await fill(pgApp, pgDir);
    await pgApp.close();
    const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', url], {
      maxBuffer: 64 * 1024 * 1024,
    });
    fs.writeFileSync(path.join(out, `release-${release}.pg.sql`), dump);
    fs.writeFileSync(
      path.join(out, `release-${release}.json`),
      `${JSON.stringify({ release, time: FIXTURE_TIME, sqlite: sqliteManifest, postgres: pgManifest }, null, 2)}\n`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  console.log(`fixtures written to ${out}`);
}

await main();
