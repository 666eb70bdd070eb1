import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { AppConfig } from '../../../src/server/config';
import type { Mail } from '../../../src/server/mail/mailer';
import { type DatabaseKind, disposeTestDatabase, testConfig } from '../../api/helpers';

export interface Instance {
  name: string;
  app: FastifyInstance;
}

/**
 * One database and the servers on it: `writers` take the writes (their own invalidation is what
 * is under test), `readers` keep answers, `reference` keeps nothing (ANSWER_CACHE=off), so what
 * it answers is fresh by definition. SQLite: one cached instance and the reference on one file.
 * PostgreSQL: two cached instances and the reference on one schema, sharing one Redis prefix.
 */
export interface World {
  kind: DatabaseKind;
  writers: Instance[];
  readers: Instance[];
  reference: Instance;
  mails: Mail[];
  /**
   * Another server with ANSWER_CACHE=off, started now: nothing it answers can have been kept
   * from before, so comparing it with the long-lived reference shows a value the reference keeps
   * although the answer cache is off (a memo of its own). The caller closes it.
   */
  newReference(): Promise<Instance>;
  /** After closing a new reference (SQLite: its writes are not a change the cache must follow). */
  forgetOwnWrites(): void;
  close(): Promise<void>;
}

/** Addresses per sitemap file: small, so that the sitemap has pages and an index. */
export const SITEMAP_PAGE_SIZE = 4;
/** One fixed instant: kept answers leave only by invalidation, never by their time running out. */
const NOW = Date.parse('2026-06-01T12:00:00Z');

/** Every per-member limit far above what a run reaches: the test is about answers, not 429s. */
function unlimited(config: AppConfig): AppConfig['rateLimits'] {
  const entries = Object.entries(config.rateLimits).map(([k, rule]) => [k, { ...rule, max: 1e9 }]);
  return Object.fromEntries(entries) as AppConfig['rateLimits'];
}

/** A web build of one page, so that profile and event pages get their link-preview heads. */
function webDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-diff-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Club</title></head>' +
      '<body><div id="root"><main id="main"></main></div></body></html>',
  );
  return dir;
}

export async function buildWorld(kind: DatabaseKind): Promise<World> {
  const mails: Mail[] = [];
  const web = webDir();
  const base = testConfig(kind, { webDir: web });
  const config: AppConfig = {
    ...base,
    rateLimits: unlimited(base),
    ...(kind === 'postgres'
      ? { redisUrl: process.env.TEST_REDIS_URL, redisKeyPrefix: `diff:${base.databaseSchema}:` }
      : {}),
  };
  const build = {
    now: () => NOW,
    jobTimer: false,
    sitemapPageSize: SITEMAP_PAGE_SIZE,
    mailer: { send: async (mail: Mail) => void mails.push(mail) },
  };
  // One after the other: the first applies the migrations.
  const start = async (name: string, answerCache: boolean): Promise<Instance> => {
    const app = await buildApp({ ...config, answerCache }, build);
    await app.ready();
    return { name, app };
  };
  // A new reference's start and stop write bookkeeping to the SQLite file (a sweep queued), which
  // the cached instance would take for an outside write and clear every answer for: taken as
  // seen, so that the test itself does not empty the answers it compares.
  const forgetOwnWrites = () => {
    for (const i of cached) i.app.deps.database.writtenElsewhere?.();
  };
  const a = await start(kind === 'sqlite' ? 'cached' : 'cached-a', true);
  const cached = kind === 'sqlite' ? [a] : [a, await start('cached-b', true)];
  const reference = await start('reference', false);
  forgetOwnWrites();
  return {
    kind,
    writers: cached,
    readers: cached,
    reference,
    mails,
    newReference: async () => {
      const fresh = await start('new reference', false);
      forgetOwnWrites();
      return fresh;
    },
    forgetOwnWrites,
    close: async () => {
      for (const i of [...cached, reference]) await i.app.close();
      await disposeTestDatabase(config);
      fs.rmSync(web, { recursive: true, force: true });
    },
  };
}
