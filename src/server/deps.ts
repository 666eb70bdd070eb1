import type { AppConfig } from './config';
import type { LiveContent } from './content';
import type { DatabaseHandle } from './db/connection';
import type { Repos } from './db/repos';
import { createImageSigner, type ImageSigner } from './images/signed-urls';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { LiveHub } from './notify/live-hub';
import type { RateLimitStore } from './rate-limit/store';

/**
 * What route handlers need, built once per app instance (tests build their own). The
 * repositories (`deps.users`, `deps.events`, … and `deps.transaction`) come from db/repos.ts;
 * `database` is for the app's start, health and tests: features never use its connection.
 */
export interface AppDeps extends Repos {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  jobs: JobQueue;
  limits: RateLimitStore;
  /** The club content being served (`content.current`; `content.clubName` for mails). */
  content: LiveContent;
  /** The clock, replaceable in tests (token expiry). */
  now: () => number;
  /** Signs photo URLs of members-only profiles (images/signed-urls.ts). */
  imageSigner: ImageSigner;
  /** Members' open live streams on every instance (notify/live-hub.ts). */
  live: LiveHub;
}

export function createDeps(
  config: AppConfig,
  database: DatabaseHandle,
  repos: Repos,
  limits: RateLimitStore,
  content: LiveContent,
  now: () => number,
  mailer: Mailer,
  jobs: JobQueue,
  imageSecret: string,
  live: LiveHub,
): AppDeps {
  return {
    config,
    database,
    ...repos,
    mailer,
    jobs,
    limits,
    content,
    now,
    imageSigner: createImageSigner(imageSecret, now),
    live,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
