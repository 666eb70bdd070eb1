import type { ClubContent } from '../shared/content-schema';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { imagesRepo } from './db/images-repo';
import { profilesRepo } from './db/profiles-repo';
import { resetsRepo } from './db/resets-repo';
import { scoresRepo } from './db/scores-repo';
import { sessionsRepo } from './db/sessions-repo';
import { usersRepo } from './db/users-repo';
import { createImageSigner, type ImageSigner } from './images/signed-urls';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { RateLimitStore } from './rate-limit/store';

/** What route handlers need, built once per app instance (tests build their own). */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  users: ReturnType<typeof usersRepo>;
  sessions: ReturnType<typeof sessionsRepo>;
  profiles: ReturnType<typeof profilesRepo>;
  images: ReturnType<typeof imagesRepo>;
  resets: ReturnType<typeof resetsRepo>;
  scores: ReturnType<typeof scoresRepo>;
  mailer: Mailer;
  jobs: JobQueue;
  limits: RateLimitStore;
  content: ClubContent;
  /** The clock, replaceable in tests (token expiry). */
  now: () => number;
  /** Signs photo URLs of members-only profiles (images/signed-urls.ts). */
  imageSigner: ImageSigner;
}

export function createDeps(
  config: AppConfig,
  database: DatabaseHandle,
  limits: RateLimitStore,
  content: ClubContent,
  now: () => number,
  mailer: Mailer,
  jobs: JobQueue,
  imageSecret: string,
): AppDeps {
  return {
    config,
    database,
    users: usersRepo(database.db),
    sessions: sessionsRepo(database.db),
    profiles: profilesRepo(database.db, database.dialect),
    images: imagesRepo(database.db),
    resets: resetsRepo(database.db),
    scores: scoresRepo(database.db),
    mailer,
    jobs,
    limits,
    content,
    now,
    imageSigner: createImageSigner(imageSecret, now),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
