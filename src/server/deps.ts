import type { AppConfig } from './config';
import type { LiveContent } from './content';
import type { DatabaseHandle } from './db/connection';
import { contentRepo } from './db/content-repo';
import { emailVerificationsRepo } from './db/email-verifications-repo';
import { eventsRepo } from './db/events-repo';
import { imagesRepo } from './db/images-repo';
import { linkPreviewRepo } from './db/link-preview-repo';
import { passkeysRepo } from './db/passkeys-repo';
import { profilesRepo } from './db/profiles-repo';
import { resetsRepo } from './db/resets-repo';
import { rsvpsRepo } from './db/rsvps-repo';
import { scoresRepo } from './db/scores-repo';
import { sessionsRepo } from './db/sessions-repo';
import { settingsRepo } from './db/settings-repo';
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
  /** Links that confirm a recovery email (features/email-verification). */
  emailVerifications: ReturnType<typeof emailVerificationsRepo>;
  scores: ReturnType<typeof scoresRepo>;
  settings: ReturnType<typeof settingsRepo>;
  /** Club events and their RSVPs (features/events). */
  events: ReturnType<typeof eventsRepo>;
  rsvps: ReturnType<typeof rsvpsRepo>;
  /** What the pages' heads (link previews) and the sitemap show (features/sharing). */
  linkPreviews: ReturnType<typeof linkPreviewRepo>;
  /** Members' passkeys and WebAuthn challenges (features/passkeys). */
  passkeys: ReturnType<typeof passkeysRepo>;
  mailer: Mailer;
  jobs: JobQueue;
  limits: RateLimitStore;
  /** The club content being served (`content.current`; `content.clubName` for mails). */
  content: LiveContent;
  /** Saved versions of the club content and its uploaded images. */
  contentStore: ReturnType<typeof contentRepo>;
  /** The clock, replaceable in tests (token expiry). */
  now: () => number;
  /** Signs photo URLs of members-only profiles (images/signed-urls.ts). */
  imageSigner: ImageSigner;
}

export function createDeps(
  config: AppConfig,
  database: DatabaseHandle,
  limits: RateLimitStore,
  content: LiveContent,
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
    emailVerifications: emailVerificationsRepo(database.db),
    scores: scoresRepo(database.db),
    settings: settingsRepo(database.db),
    events: eventsRepo(database.db, database.dialect),
    rsvps: rsvpsRepo(database.db, database.dialect),
    linkPreviews: linkPreviewRepo(database.db),
    passkeys: passkeysRepo(database.db, database.dialect),
    mailer,
    jobs,
    limits,
    content,
    contentStore: contentRepo(database.db, database.dialect),
    now,
    imageSigner: createImageSigner(imageSecret, now),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
