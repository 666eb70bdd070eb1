import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  entryBody,
  entryPatch,
  PROJECT_MESSAGES,
  projectEntriesAnswer,
  projectEntry,
  projectIdParams,
  projectRowParams,
} from '../../../shared/api/projects';
import type { EntryCursor, EntryValues } from '../../db/project-entries-repo';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http-error';
import { queueFollowerNews } from '../../notify/follower-news';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { countEntry, ownProject, requireRealDay } from './access';
import { presentEntries } from './present';

export const PAGE_SIZE = 20;

/**
 * A page cursor: the last item's sort key and id, "2026-03-07.42" (a log's day) or
 * "1772366400000.42" (the feed's creation time); undefined when it is not one (the first page).
 */
export function parseCursor(text: string | undefined, key: 'day' | 'time'): EntryCursor | undefined {
  const shape = key === 'day' ? /^(\d{4}-\d{2}-\d{2})\.(\d{1,9})$/ : /^(\d{1,15})\.(\d{1,9})$/;
  const match = text === undefined ? null : shape.exec(text);
  if (!match) return undefined;
  return { key: key === 'day' ? (match[1] as string) : Number(match[1]), id: Number(match[2]) };
}

const entriesQuery = z.object({ before: z.string().max(60).optional().catch(undefined) });

/** An entry as its maker sees it after a write. */
async function makersEntry(deps: AppDeps, projectId: number, entryId: number, userId: number) {
  const row = await deps.projectEntries.one(projectId, entryId, userId);
  const [entry] = row ? await presentEntries(deps, [row], userId) : [];
  if (!entry) throw notFound(PROJECT_MESSAGES.entryNotFound);
  return entry;
}

/**
 * The build log: a project's entries newest first (20 a page), and the maker's writes. The body
 * is Markdown, answered with its sanitised HTML; new entries are limited per member per hour.
 */
export async function entryRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: 'A project’s build log, newest first (20 a page; pass `next` as `before`)',
    params: projectIdParams,
    querystring: entriesQuery,
    response: { 200: projectEntriesAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/projects/:id/entries', { schema: listSchema }, async (request, reply) => {
    const viewerId = (await optionalUser(request))?.userId ?? null;
    const [project] = await deps.projects.visible(viewerId, { id: request.params.id });
    if (!project) throw notFound(PROJECT_MESSAGES.notFound);
    const before = parseCursor(request.query.before, 'day');
    const rows = await deps.projectEntries.page(project.id, viewerId, before, PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    // 20 entries with their photos' addresses: about 38 KB of JSON, 7 KB compressed.
    return sendPrivateAnswer(request, reply, projectEntriesAnswer, {
      entries: await presentEntries(deps, page, viewerId),
      next: rows.length > PAGE_SIZE && last ? `${last.entry_date}.${last.id}` : null,
    });
  });

  const addSchema = {
    summary: 'Write a build log entry (Markdown; limited per member per hour)',
    description:
      'New entries per member per hour are limited (PROJECT_ENTRIES_PER_MEMBER_HOUR): 429 with Retry-After.',
    security: BEARER,
    params: projectIdParams,
    body: entryBody,
    response: { 201: projectEntry, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post(
    '/projects/:id/entries',
    { schema: addSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const project = await ownProject(deps, request.params.id, userId);
      const { date, body, minutesSpent, techniques } = request.body;
      requireRealDay(date);
      await countEntry(deps, userId);
      const values = { entry_date: date, body, minutes_spent: minutesSpent };
      const id = await deps.projectEntries.add(project.id, values, techniques, deps.now());
      // The maker's followers who may see the project hear of it (none for a private one).
      await queueFollowerNews(deps, userId, { type: 'followed-entry', projectId: project.id, entryId: id });
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(await makersEntry(deps, project.id, id, userId));
    },
  );

  const updateSchema = {
    summary: 'Change a build log entry (any of its fields)',
    security: BEARER,
    params: projectRowParams,
    body: entryPatch,
    response: { 200: projectEntry, ...errorAnswers(400, 401, 403, 404) },
  };
  app.patch(
    '/projects/:id/entries/:rowId',
    { schema: updateSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const project = await ownProject(deps, request.params.id, userId);
      const { date, body, minutesSpent, techniques } = request.body;
      requireRealDay(date);
      const values: EntryValues = {};
      if (date !== undefined) values.entry_date = date;
      if (body !== undefined) values.body = body;
      if (minutesSpent !== undefined) values.minutes_spent = minutesSpent;
      const { rowId } = request.params;
      if (!(await deps.projectEntries.update(project.id, rowId, values, techniques, deps.now())))
        throw notFound(PROJECT_MESSAGES.entryNotFound);
      reply.header('Cache-Control', 'no-store');
      return makersEntry(deps, project.id, rowId, userId);
    },
  );

  const deleteSchema = {
    summary: 'Delete a build log entry with its photos',
    security: BEARER,
    params: projectRowParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete(
    '/projects/:id/entries/:rowId',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const project = await ownProject(deps, request.params.id, userId);
      if (!(await deps.projectEntries.remove(project.id, request.params.rowId, deps.now())))
        throw notFound(PROJECT_MESSAGES.entryNotFound);
      return reply.code(204).send(null);
    },
  );
}
