import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../shared/profile/upload-fields';
import type { AppConfig } from './config';
import { createLiveContent, loadContent } from './content';
import { openDatabase } from './db/connection';
import { createRepos } from './db/repos';
import { createDeps } from './deps';
import { accountRoutes } from './features/accounts/routes';
import { commentOrganiserRoutes } from './features/comments/moderation-routes';
import { commentsRoutes } from './features/comments/routes';
import { albumOrganiserRoutes } from './features/con-albums/organiser-routes';
import { conAlbumRoutes } from './features/con-albums/routes';
import { conGoingRoutes } from './features/con-going/routes';
import { conGroupOrganiserRoutes } from './features/con-groups/organiser-routes';
import { conGroupsRoutes } from './features/con-groups/routes';
import { conMeetupRoutes } from './features/con-meetups/routes';
import { conPlanRoutes } from './features/con-plan/routes';
import { shootOrganiserRoutes } from './features/con-shoots/organiser-routes';
import { conShootRoutes } from './features/con-shoots/routes';
import { contentEditorRoutes } from './features/content/editor-routes';
import { contentRoutes } from './features/content/routes';
import { conventionReviewRoutes } from './features/conventions/review-routes';
import { conventionRoutes } from './features/conventions/routes';
import { emailVerificationRoutes } from './features/email-verification/routes';
import { scheduleEventReminders } from './features/events/reminders';
import { eventRoutes } from './features/events/routes';
import { exportRoutes } from './features/export/routes';
import { followRoutes } from './features/follows/routes';
import { groupOrganiserRoutes } from './features/groups/organiser-routes';
import { groupsRoutes } from './features/groups/routes';
import { healthRoutes } from './features/health/routes';
import { imageRoutes } from './features/images/routes';
import { messageOrganiserRoutes } from './features/message-moderation/organiser-routes';
import { messageReportRoutes } from './features/message-moderation/report-routes';
import { messagesRoutes } from './features/messages/routes';
import { moderationRoutes } from './features/moderation/organiser-routes';
import { reportRoutes } from './features/moderation/report-routes';
import { motdRoutes } from './features/motd/routes';
import { digestRoutes } from './features/notifications/digest-routes';
import { scheduleDigests } from './features/notifications/digest-schedule';
import { inboxRoutes } from './features/notifications/inbox-routes';
import { liveRoutes } from './features/notifications/live-routes';
import { memberAdminRoutes } from './features/organiser-members/routes';
import { overviewRoutes } from './features/organisers/overview-routes';
import { passkeyRoutes } from './features/passkeys/routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { pollsRoutes } from './features/polls/routes';
import { deletionRoutes } from './features/profiles/deletion-routes';
import { memberProfileRoutes } from './features/profiles/member-routes';
import { mosaicRoutes } from './features/profiles/mosaic-routes';
import { publicProfileRoutes } from './features/profiles/public-routes';
import { projectOrganiserRoutes } from './features/project-moderation/organiser-routes';
import { projectReportRoutes } from './features/project-moderation/report-routes';
import { projectsRoutes } from './features/projects/routes';
import { pushRoutes } from './features/push/push-routes';
import { reactionsRoutes } from './features/reactions/routes';
import { relationRoutes } from './features/relations/routes';
import { scoreRoutes } from './features/scores/routes';
import { sessionRoutes } from './features/sessions/routes';
import { projectCoverRoutes } from './features/sharing/project-cover-routes';
import { sharingRoutes } from './features/sharing/routes';
import { registerJobHandlers } from './jobs/handlers';
import { createJobQueue } from './jobs/queue';
import { scheduleSweep } from './jobs/sweep';
import { webPageScriptHashes } from './lib/inline-scripts';
import { requestSerializer } from './log-redaction';
import { createMailer, type Mailer } from './mail/mailer';
import { limitMailPerRecipient } from './mail/recipient-limit';
import { localLiveHub, redisLiveHub } from './notify/live-hub';
import { registerAnswerCache } from './plugins/answer-cache';
import { registerContentSecurityPolicy } from './plugins/content-security-policy';
import { registerCors } from './plugins/cors';
import { registerDatabaseFileGate } from './plugins/database-file-gate';
import { registerErrorHandling } from './plugins/errors';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { guardOrganiserScope, requireOrganiserWithPasskey } from './plugins/organiser-scope';
import { registerPrivateCache } from './plugins/private-cache';
import { registerRequestHygiene } from './plugins/request-hygiene';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploadCleanup } from './plugins/upload-files';
import { registerWebApp } from './plugins/web-app';
import { memoryStore } from './rate-limit/memory-store';
import { redisStore } from './rate-limit/redis-store';
import type { RateLimitStore } from './rate-limit/store';
import { fastifyTrustProxy } from './rate-limit/trust-proxy';

export interface BuildOptions {
  now?: () => number;
  limits?: RateLimitStore;
  mailer?: Mailer;
  /** Sees every route as it is added (the OpenAPI test checks that each one is documented). */
  onRoute?: (route: RouteOptions) => void;
  /** false: the job worker does not poll; tests run due jobs with deps.jobs.runDue(). */
  jobTimer?: boolean;
  /** Addresses per sitemap file (tests page sooner than the protocol's 50,000). */
  sitemapPageSize?: number;
}

/** Builds the whole server without listening; tests drive it with app.inject(). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const contentFile = loadContent(config.contentFile);
  const httpsOnly = config.publicUrl.startsWith('https://');
  const { timeouts } = config;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestSerializer } },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Ids and usernames come from the path; keep URLs short and plain.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler(httpsOnly),
    clientErrorHandler: clientErrorHandler(httpsOnly),
    // A client sending its request a byte at a time holds a connection for requestTimeout at
    // most (README, "Timeouts"). Node checks the deadlines every connectionsCheckingInterval.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.requestMs / 4)),
    },
  });

  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    poolSize: config.databasePoolSize,
    allowNewDatabase: config.allowNewDatabase,
  });
  const limits =
    options.limits ??
    (config.redisUrl ? redisStore(config.redisUrl, config.redisKeyPrefix, app.log) : memoryStore());
  const mailer = limitMailPerRecipient(
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    limits,
    config.rateLimits.mailsPerRecipient,
    app.log,
  );
  const now = options.now ?? Date.now;
  const repos = createRepos(database, { now });
  const jobs = createJobQueue({
    repo: repos.jobRows,
    now,
    log: app.log,
    retryDelaysMs: config.jobRetryDelaysMs,
    leaseMs: config.jobLeaseMs,
    // A job's writes clear kept answers together, once it has finished (its transaction committed).
    batch: (work) => database.changes.batch(work),
  });
  const imageSecret = await repos.secrets.loadOrCreate('image-url-signing');
  // The file is the fallback; the newest version organisers saved (if any) is served from the start.
  const content = createLiveContent(contentFile, repos.contentStore, app.log);
  await content.refresh();
  const live = config.redisUrl
    ? redisLiveHub(config.redisUrl, config.redisKeyPrefix, app.log)
    : localLiveHub();
  app.decorate(
    'deps',
    createDeps(config, database, repos, limits, content, now, mailer, jobs, imageSecret, live),
  );
  registerJobHandlers(app.deps, app.log);
  app.addHook('onReady', async () => {
    await repos.plannerStatistics.refresh();
    await scheduleSweep(app.deps);
    await scheduleEventReminders(app.deps);
    await scheduleDigests(app.deps);
    if (options.jobTimer !== false) jobs.start();
  });
  app.addHook('onClose', async () => {
    await content.stop();
    await jobs.stop();
    await live.close();
    await limits.close();
    await database.close();
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandling(app);
  registerSecurityHeaders(app, httpsOnly);
  // Follows the current content: a new embed host is allowed as soon as it is saved;
  // and lets the web page's own inline script (the theme set before the first paint) run.
  registerContentSecurityPolicy(app, () => content.frameSrc, httpsOnly, webPageScriptHashes(config.webDir));
  // After helmet, so that even these early refusals carry its headers.
  registerRequestHygiene(app);
  registerPrivateCache(app);
  registerAnswerCache(app, config);
  registerUploadCleanup(app);
  registerDatabaseFileGate(app);
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 16 * 1024,
      fields: 100,
      files: 6,
      fileSize: MAX_UPLOAD_BYTES,
      parts: 110,
    },
  });

  await registerCors(app, config.corsOrigins);
  await registerMetrics(app, {
    token: config.metricsToken,
    port: config.metricsPort,
    host: config.host,
    poolStats: database.poolStats,
    queueStats: () => jobs.stats(),
  });
  // Before the routes: it collects them for the OpenAPI document as they are added.
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountRoutes);
      await api.register(contentRoutes);
      await api.register(publicProfileRoutes);
      await api.register(mosaicRoutes);
      await api.register(scoreRoutes);
      await api.register(sessionRoutes);
      await api.register(exportRoutes);
      await api.register(memberProfileRoutes);
      await api.register(deletionRoutes);
      await api.register(imageRoutes);
      await api.register(passwordResetRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(reportRoutes);
      await api.register(eventRoutes);
      await api.register(conventionRoutes);
      await api.register(motdRoutes);
      await api.register(passkeyRoutes);
      await api.register(inboxRoutes);
      await api.register(digestRoutes);
      await api.register(liveRoutes);
      await api.register(pushRoutes);
      await api.register(conGoingRoutes);
      await api.register(conShootRoutes);
      await api.register(conAlbumRoutes);
      await api.register(projectCoverRoutes);
      await api.register(projectsRoutes);
      await api.register(conGroupsRoutes);
      await api.register(conPlanRoutes);
      await api.register(conMeetupRoutes);
      await api.register(projectReportRoutes);
      await api.register(relationRoutes);
      await api.register(followRoutes);
      await api.register(commentsRoutes);
      await api.register(reactionsRoutes);
      await api.register(pollsRoutes);
      await api.register(messageReportRoutes);
      await api.register(messagesRoutes);
      await api.register(groupsRoutes);
      // Every organiser route sits in this scope: the role is checked before anything else runs.
      await api.register(
        async (organisers) => {
          guardOrganiserScope(organisers, async (request) => {
            await requireOrganiserWithPasskey(request);
          });
          await organisers.register(overviewRoutes);
          await organisers.register(moderationRoutes);
          await organisers.register(memberAdminRoutes);
          await organisers.register(contentEditorRoutes);
          await organisers.register(conventionReviewRoutes);
          await organisers.register(shootOrganiserRoutes);
          await organisers.register(albumOrganiserRoutes);
          await organisers.register(conGroupOrganiserRoutes);
          await organisers.register(projectOrganiserRoutes);
          await organisers.register(commentOrganiserRoutes);
          await organisers.register(messageOrganiserRoutes);
          await organisers.register(groupOrganiserRoutes);
        },
        { prefix: '/organisers' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(sharingRoutes, { sitemapPageSize: options.sitemapPageSize });
  await registerWebApp(app, config);
  return app;
}
