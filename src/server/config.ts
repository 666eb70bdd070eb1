import path from 'node:path';
import { z } from 'zod';
import { type PushConfig, pushConfig, pushEnvSchema, vapidKeysProblem } from './config-push';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './rate-limit/trust-proxy';

/** Every setting comes from the environment (README lists them); parsed once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(50).default('club:rl:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Midwest Cosplay & Maker Club <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const setting = parseTrustProxy(value);
      if (setting === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return setting ?? false;
    }),
  CONTENT_FILE: z.string().min(1).default('content/club.json'),
  WEB_DIR: z.string().min(1).default('dist/web'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  PROFILE_SAVES_PER_MEMBER: z.coerce.number().int().min(1).default(30),
  EXPORTS_PER_MEMBER: z.coerce.number().int().min(1).default(5),
  REPORTS_PER_MEMBER: z.coerce.number().int().min(1).default(20),
  EVENTS_PER_MEMBER_HOUR: z.coerce.number().int().min(1).default(30),
  EVENTS_PER_MEMBER_DAY: z.coerce.number().int().min(1).default(100),
  RSVPS_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(30),
  CON_GOING_SAVES_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(30),
  CON_CLAIM_CHANGES_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(60),
  SHOOT_BOOKINGS_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(30),
  ALBUM_PHOTOS_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(60),
  PROJECT_ENTRIES_PER_MEMBER_HOUR: z.coerce.number().int().min(1).default(60),
  PROJECT_PHOTOS_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(60),
  FOLLOWS_PER_MEMBER_HOUR: z.coerce.number().int().min(1).default(100),
  COMMENTS_PER_MEMBER_HOUR: z.coerce.number().int().min(1).default(120),
  MESSAGES_PER_MEMBER_HOUR: z.coerce.number().int().min(1).default(300),
  MESSAGE_REQUESTS_PER_MEMBER_HOUR: z.coerce.number().int().min(1).default(20),
  REACTIONS_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(120),
  POLLS_PER_MEMBER_DAY: z.coerce.number().int().min(1).default(30),
  POLL_VOTES_PER_MEMBER_MINUTE: z.coerce.number().int().min(1).default(60),
  GROUPS_PER_MEMBER_DAY: z.coerce.number().int().min(1).default(5),
  GROUP_INVITATIONS_PER_MEMBER_HOUR: z.coerce.number().int().min(1).default(60),
  MAILS_PER_RECIPIENT: z.coerce.number().int().min(1).default(3),
  DIGEST_UNSUBSCRIBES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  ALLOW_NEW_DATABASE: z.enum(['0', '1']).default('0'),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .refine((list) => list.every((o) => ORIGIN.test(o)), {
      message: 'must be a comma-separated list of origins like https://app.example.org (no path)',
    }),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ANSWER_CACHE: z.enum(['on', 'off']).default('on'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  ...pushEnvSchema,
});

/** Checks across variables: the VAPID key pair is given whole, and its halves match. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const problem = vapidKeysProblem(env);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
});

/** scheme://host[:port], nothing after: what browsers send as Origin. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: connections this instance keeps open at most. */
  databasePoolSize: number;
  /** PostgreSQL schema to use (tests give each run its own); production uses the default. */
  databaseSchema?: string;
  redisUrl?: string;
  redisKeyPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /** Proxies allowed to name the client address: none, a number of hops, or addresses/CIDRs. */
  trustProxy: TrustProxy;
  contentFile: string;
  /** Where the built SPA lives; the server answers only /api when it is missing. */
  webDir: string;
  sessionTtlMs: number;
  /** SQLite: start on a new, empty database although DATA_DIR was used before (sqlite-connection.ts). */
  allowNewDatabase: boolean;
  /** Anonymous passkey sign-in challenges: live ones per client address, rows in all (decision 0018). */
  passkeyLoginChallenges: { perAddress: number; total: number };
  rateLimits: {
    loginFailuresPerAccount: RateLimitRule;
    loginFailuresPerAddress: RateLimitRule;
    signupsPerAddress: RateLimitRule;
    profileSavesPerUser: RateLimitRule;
    resetRequestsPerAccount: RateLimitRule;
    resetRequestsPerAddress: RateLimitRule;
    scoreUploadsPerUser: RateLimitRule;
    exportsPerUser: RateLimitRule;
    reportsPerUser: RateLimitRule;
    /** Events made (POST /api/events), decision 3's amendment of 2026-11-26. */
    eventsPerUserHour: RateLimitRule;
    eventsPerUserDay: RateLimitRule;
    /** RSVP writes (PUT /api/events/{id}/rsvp). */
    rsvpsPerUser: RateLimitRule;
    /** Who's going answers saved or withdrawn (PUT and DELETE /api/cons/{slug}/going). */
    conGoingSavesPerUser: RateLimitRule;
    /** Group cosplay claims made, accepted, moved, withdrawn or removed (/api/con-groups/{id}/claims…). */
    conClaimChangesPerUser: RateLimitRule;
    /** Photoshoot bookings made or cancelled (POST and DELETE /api/shoots/{id}/booking). */
    shootBookingsPerUser: RateLimitRule;
    /** Album photos uploaded (POST /api/albums/{id}/photos). */
    albumPhotosPerUser: RateLimitRule;
    /** Build log entries written (POST /api/projects/{id}/entries). */
    projectEntriesPerUser: RateLimitRule;
    /** Project photos uploaded (POST /api/projects/{id}/photos). */
    projectPhotosPerUser: RateLimitRule;
    /** Follows (PUT /api/me/following/{username}): each may tell the followed member. */
    followsPerUser: RateLimitRule;
    /** Comments and replies written (POST /api/comments/{kind}/{id}). */
    commentsPerUser: RateLimitRule;
    /** Messages sent, photo messages included (POST /api/conversations…). */
    messagesPerUser: RateLimitRule;
    /** Members newly asked by message request: strangers written to or added to a group. */
    messageRequestsPerUser: RateLimitRule;
    /** Reactions given or taken back (PUT and DELETE /api/reactions/{kind}/{id}/{reaction}). */
    reactionsPerUser: RateLimitRule;
    pollsPerUserDay: RateLimitRule;
    pollVotesPerUser: RateLimitRule;
    /** Groups started (POST /api/groups). */
    groupsPerUserDay: RateLimitRule;
    /** Members invited to groups, one per name (POST /api/groups/{slug}/invitations). */
    groupInvitationsPerUser: RateLimitRule;
    /** Mails of every kind to one address, across the site (mail/recipient-limit.ts). */
    mailsPerRecipient: RateLimitRule;
    /** Web Push subscriptions saved (POST /api/me/push-subscriptions). */
    pushSubscribesPerUser: RateLimitRule;
    /** One-click digest unsubscribes (POST /api/digest/unsubscribe) per client address. */
    digestUnsubscribesPerAddress: RateLimitRule;
  };
  /** Web Push: the VAPID keys and subject, and the rules for endpoints (config-push.ts). */
  push: PushConfig;
  /** Waits before a failed job (a mail) runs again; after the last attempt it is logged as dead. */
  jobRetryDelaysMs: number[];
  /** A worker's claim on a job, renewed while it runs; a job whose worker died runs again after it. */
  jobLeaseMs: number;
  /** Other origins whose pages may call the API with a bearer token (CORS). */
  corsOrigins: string[];
  /** /metrics answers only with this bearer token (404 when unset). */
  metricsToken?: string;
  /** A separate port serving /metrics without a token, for a private scrape network. */
  metricsPort?: number;
  /** Keep public answers for a second (plugins/answer-cache.ts); off only to measure the queries. */
  answerCache: boolean;
  /** HTTP server timeouts (README, "Timeouts"). */
  timeouts: {
    /** The whole request, headers and body, must arrive within this; else 408 and close. */
    requestMs: number;
    /** The headers must arrive within this (never longer than requestMs). */
    headersMs: number;
    /** A connection with no bytes moving either way for this long is closed. */
    idleMs: number;
    /** An idle keep-alive connection between requests is closed after this. */
    keepAliveMs: number;
  };
}

export class ConfigError extends Error {}

const MINUTE = 60_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    answerCache: e.ANSWER_CACHE === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    contentFile: path.resolve(e.CONTENT_FILE),
    webDir: path.resolve(e.WEB_DIR),
    sessionTtlMs: e.SESSION_DAYS * 24 * 60 * MINUTE,
    allowNewDatabase: e.ALLOW_NEW_DATABASE === '1',
    passkeyLoginChallenges: { perAddress: 10, total: 5000 },
    rateLimits: {
      loginFailuresPerAccount: { max: e.LOGIN_FAILURES_PER_ACCOUNT, windowMs: 15 * MINUTE },
      loginFailuresPerAddress: { max: e.LOGIN_FAILURES_PER_ADDRESS, windowMs: 15 * MINUTE },
      signupsPerAddress: { max: e.SIGNUPS_PER_ADDRESS, windowMs: 60 * MINUTE },
      profileSavesPerUser: { max: e.PROFILE_SAVES_PER_MEMBER, windowMs: 10 * MINUTE },
      resetRequestsPerAccount: { max: 5, windowMs: 60 * MINUTE },
      resetRequestsPerAddress: { max: 30, windowMs: 60 * MINUTE },
      scoreUploadsPerUser: { max: 60, windowMs: 10 * MINUTE },
      exportsPerUser: { max: e.EXPORTS_PER_MEMBER, windowMs: 60 * MINUTE },
      reportsPerUser: { max: e.REPORTS_PER_MEMBER, windowMs: 60 * MINUTE },
      eventsPerUserHour: { max: e.EVENTS_PER_MEMBER_HOUR, windowMs: 60 * MINUTE },
      eventsPerUserDay: { max: e.EVENTS_PER_MEMBER_DAY, windowMs: 24 * 60 * MINUTE },
      rsvpsPerUser: { max: e.RSVPS_PER_MEMBER_MINUTE, windowMs: MINUTE },
      conGoingSavesPerUser: { max: e.CON_GOING_SAVES_PER_MEMBER_MINUTE, windowMs: MINUTE },
      conClaimChangesPerUser: { max: e.CON_CLAIM_CHANGES_PER_MEMBER_MINUTE, windowMs: MINUTE },
      shootBookingsPerUser: { max: e.SHOOT_BOOKINGS_PER_MEMBER_MINUTE, windowMs: MINUTE },
      albumPhotosPerUser: { max: e.ALBUM_PHOTOS_PER_MEMBER_MINUTE, windowMs: MINUTE },
      projectEntriesPerUser: { max: e.PROJECT_ENTRIES_PER_MEMBER_HOUR, windowMs: 60 * MINUTE },
      projectPhotosPerUser: { max: e.PROJECT_PHOTOS_PER_MEMBER_MINUTE, windowMs: MINUTE },
      followsPerUser: { max: e.FOLLOWS_PER_MEMBER_HOUR, windowMs: 60 * MINUTE },
      commentsPerUser: { max: e.COMMENTS_PER_MEMBER_HOUR, windowMs: 60 * MINUTE },
      messagesPerUser: { max: e.MESSAGES_PER_MEMBER_HOUR, windowMs: 60 * MINUTE },
      messageRequestsPerUser: { max: e.MESSAGE_REQUESTS_PER_MEMBER_HOUR, windowMs: 60 * MINUTE },
      reactionsPerUser: { max: e.REACTIONS_PER_MEMBER_MINUTE, windowMs: MINUTE },
      pollsPerUserDay: { max: e.POLLS_PER_MEMBER_DAY, windowMs: 24 * 60 * MINUTE },
      pollVotesPerUser: { max: e.POLL_VOTES_PER_MEMBER_MINUTE, windowMs: MINUTE },
      groupsPerUserDay: { max: e.GROUPS_PER_MEMBER_DAY, windowMs: 24 * 60 * MINUTE },
      groupInvitationsPerUser: { max: e.GROUP_INVITATIONS_PER_MEMBER_HOUR, windowMs: 60 * MINUTE },
      mailsPerRecipient: { max: e.MAILS_PER_RECIPIENT, windowMs: 60 * MINUTE },
      pushSubscribesPerUser: { max: e.PUSH_SUBSCRIBES_PER_MEMBER_DAY, windowMs: 24 * 60 * MINUTE },
      digestUnsubscribesPerAddress: { max: e.DIGEST_UNSUBSCRIBES_PER_ADDRESS, windowMs: 60 * MINUTE },
    },
    push: pushConfig(e, e.MAIL_FROM, (e.PUBLIC_URL ?? '').replace(/\/$/, '')),
    jobRetryDelaysMs: [5_000, 30_000, 120_000, 600_000, 3_600_000],
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    corsOrigins: e.CORS_ORIGINS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: Math.min(20_000, e.REQUEST_TIMEOUT_SECONDS * 1000),
      idleMs: 30_000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
  };
}
