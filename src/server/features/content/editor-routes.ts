import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  CONTENT_MESSAGES,
  contentSaveBody,
  contentVersionAnswer,
  contentVersionInfo,
  contentVersionParams,
  contentVersionsPage,
  contentVersionsQuery,
  currentContentAnswer,
} from '../../../shared/api/content-editor';
import { badRequest, notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { contentAssetRoutes } from './asset-routes';
import { saveContentVersion, storedContent, versionInfo } from './save-content';

/** The whole content with room for twelve states of stores; the app's default limit is 64 kB. */
const CONTENT_BODY_LIMIT = 512 * 1024;

/**
 * Organisers edit the club content (under /api/organisers, where the role is already checked):
 * the current version, saves, the history of versions, restore, and image uploads.
 */
export async function contentEditorRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const currentSchema = {
    summary: 'The club content being served and its version (null: the content file)',
    security: BEARER,
    response: { 200: currentContentAnswer, ...errorAnswers(401, 403) },
  };
  app.get('/content', { schema: currentSchema }, async () => {
    await deps.content.refresh();
    const id = deps.content.versionId;
    const row = id === null ? undefined : await deps.contentStore.find(id);
    return { content: deps.content.current, version: row ? versionInfo(row) : null };
  });

  const saveSchema = {
    summary: 'Save the whole club content as a new version (on top of baseVersion, else 409)',
    security: BEARER,
    body: contentSaveBody,
    response: { 200: contentVersionInfo, ...errorAnswers(400, 401, 403, 409) },
  };
  app.put(
    '/content',
    { schema: saveSchema, attachValidation: true, bodyLimit: CONTENT_BODY_LIMIT },
    async (request) => {
      refuseInvalid(request);
      const { baseVersion, ...content } = request.body;
      return saveContentVersion(deps, currentUser(request), content, baseVersion);
    },
  );

  const listSchema = {
    summary: 'The saved versions of the club content, newest first',
    security: BEARER,
    querystring: contentVersionsQuery,
    response: { 200: contentVersionsPage, ...errorAnswers(401, 403) },
  };
  app.get('/content/versions', { schema: listSchema }, async (request) => {
    const { page, limit } = request.query;
    return deps.contentStore.page((page - 1) * limit, limit);
  });

  const versionSchema = {
    summary: "A saved version's content, for preview",
    security: BEARER,
    params: contentVersionParams,
    response: { 200: contentVersionAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  };
  app.get('/content/versions/:id', { schema: versionSchema }, async (request) => {
    const row = await deps.contentStore.find(request.params.id);
    if (!row) throw notFound(CONTENT_MESSAGES.noVersion);
    return { content: storedContent(row), version: versionInfo(row) };
  });

  const restoreSchema = {
    summary: 'Restore a version: saves its content as a new version (history stays whole)',
    security: BEARER,
    params: contentVersionParams,
    response: { 200: contentVersionInfo, ...errorAnswers(400, 401, 403, 404, 409) },
  };
  app.post('/content/versions/:id/restore', { schema: restoreSchema }, async (request) => {
    const row = await deps.contentStore.find(request.params.id);
    if (!row) throw notFound(CONTENT_MESSAGES.noVersion);
    const newest = await deps.contentStore.newestId();
    return saveContentVersion(deps, currentUser(request), storedContent(row), newest, row.id);
  });

  await contentAssetRoutes(server);
}

/**
 * The content is checked by the route's schema; its refusal names the entry that is wrong
 * (`Invalid motd.conventions.0.url: must be an https:// address`), whatever zod's wording.
 */
function refuseInvalid(request: FastifyRequest): void {
  const error = request.validationError as
    | (Error & { validation?: Array<{ instancePath?: string; message?: string }> })
    | undefined;
  if (!error) return;
  const first = error.validation?.[0];
  const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || 'content';
  throw badRequest(`Invalid ${field}: ${first?.message ?? 'bad value'}`);
}
