import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  memberProjectsAnswer,
  myProjectsAnswer,
  type ProjectFeed,
  projectFeedAnswer,
  projectFeedQuery,
} from '../../../shared/api/projects';
import { MSG } from '../../../shared/messages';
import { usernameParams } from '../../../shared/profile/profile-api';
import { clubStateNamed } from '../../../shared/state-abbreviations';
import { notFound } from '../../http-error';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { currentUser, optionalUser, requireUser } from '../../plugins/auth';
import { PAGE_SIZE, parseCursor } from './entry-routes';
import { presentEntries, presentSummaries } from './present';

/**
 * Lists of projects: the club's feed of recent log entries (/projects), a member's portfolio and
 * current builds (their profile), and the member's own projects. Each answers what the viewer may
 * see, so none is kept: no-store (the feed's 20 entries go compressed).
 */
export async function projectListRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const feedSchema = {
    summary: 'The club’s recent build log entries, filtered by technique, series, state or status',
    description:
      'Entries of projects the viewer may see, never private ones (it is the club’s feed), newest first, 20 a page; pass `next` as `before`. `state` takes a state’s name (spaces optional) or its abbreviation.',
    querystring: projectFeedQuery,
    response: { 200: projectFeedAnswer, ...errorAnswers(400) },
  };
  app.get('/projects', { schema: feedSchema }, async (request, reply) =>
    sendPrivateAnswer(
      request,
      reply,
      projectFeedAnswer,
      await feedPage(request.query, await optionalUser(request)),
    ),
  );

  /** One page of the feed as the viewer may see it. */
  async function feedPage(
    { technique, series, state, status, before }: z.infer<typeof projectFeedQuery>,
    viewer: { userId: number } | undefined,
  ): Promise<ProjectFeed> {
    const viewerId = viewer?.userId ?? null;
    const stateName = state ? clubStateNamed(state) : undefined;
    if (state && !stateName) return { items: [], next: null };
    const rows = await deps.projectEntries.feed(
      viewerId,
      { technique, series: series || undefined, state: stateName, status },
      parseCursor(before, 'time'),
      PAGE_SIZE + 1,
    );
    const page = rows.slice(0, PAGE_SIZE);
    const projectIds = [...new Set(page.map((r) => Number(r.project_id)))];
    const [entries, projectRows] = await Promise.all([
      presentEntries(deps, page, viewerId),
      deps.projects.visible(viewerId, { ids: projectIds }),
    ]);
    const [summaries, states] = await Promise.all([
      presentSummaries(deps, projectRows, viewerId),
      deps.projects.statesOf(projectRows.map((p) => p.owner_id)),
    ]);
    const items = entries.flatMap((entry) => {
      const project = summaries.find((s) => s.id === entry.projectId);
      const owner = projectRows.find((p) => Number(p.id) === entry.projectId)?.owner_id;
      if (!project || owner === undefined) return [];
      return [{ project, entry, state: states.get(owner)?.[0] ?? null }];
    });
    const last = page.at(-1);
    return { items, next: rows.length > PAGE_SIZE && last ? `${last.created_at}.${last.id}` : null };
  }

  const memberSchema = {
    summary: 'A member’s projects the viewer may see: the portfolio (done) and current builds',
    params: usernameParams,
    response: { 200: memberProjectsAnswer, ...errorAnswers(404) },
  };
  app.get('/public/:username/projects', { schema: memberSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const viewerId = viewer?.userId ?? null;
    const member = await deps.profiles.findVisible(request.params.username, viewer ? 'member' : 'anonymous');
    reply.header('Cache-Control', 'no-store');
    if (!member) throw notFound(MSG.publicLoadError);
    const rows = await deps.projects.visible(viewerId, { ownerId: member.id });
    const done = rows
      .filter((r) => r.status === 'done')
      .sort((a, b) => Number(b.finished_at ?? 0) - Number(a.finished_at ?? 0) || Number(b.id) - Number(a.id));
    const current = rows.filter((r) => r.status !== 'done');
    const [doneSummaries, currentSummaries] = await Promise.all([
      presentSummaries(deps, done, viewerId),
      presentSummaries(deps, current, viewerId),
    ]);
    return { done: doneSummaries, current: currentSummaries };
  });

  const mineSchema = {
    summary: 'Your own projects, newest change first',
    security: BEARER,
    response: { 200: myProjectsAnswer, ...errorAnswers(401) },
  };
  app.get('/me/projects', { schema: mineSchema, onRequest: requireUser }, async (request, reply) => {
    const { userId } = currentUser(request);
    const rows = await deps.projects.visible(userId, { ownerId: userId });
    reply.header('Cache-Control', 'no-store');
    return { projects: await presentSummaries(deps, rows, userId) };
  });
}
