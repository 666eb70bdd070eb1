import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { formFile } from '../../../shared/api/forms';
import { GROUP_COVER_FIELD, GROUP_MESSAGES, groupDetail, groupParams } from '../../../shared/api/groups';
import { notFound } from '../../http-error';
import { checkPhoto, checkPixelBudget, processImage } from '../../images/process-image';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import { consume } from '../../rate-limit/store';
import { moderatedGroup } from './access';
import { detailFor } from './group-routes';

const coverForm = z.object({
  [GROUP_COVER_FIELD]: formFile(
    'a JPEG, PNG or WebP image',
    `Send the photo as the file field "${GROUP_COVER_FIELD}"`,
  ),
});
/** Cover ids are 22 url-safe characters, like photos'; anything else is simply not found. */
const COVER_ID = /^[A-Za-z0-9_-]{22}$/;
const coverParams = groupParams.extend({ coverId: z.string() });
const signature = z.object({ exp: z.string().optional(), sig: z.string().optional() });

/**
 * A group's cover photo: set by its owner or moderators with the checks and pipeline of members'
 * photos, served by id. A public group's cover is public and immutable; any other group's opens
 * only with the signed address an answer that could show the group carried (present.ts), so an
 * outsider of a private group cannot fetch it, however they learnt its id.
 */
export async function coverRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.put(
    '/groups/:slug/cover',
    {
      schema: {
        summary: `Set a group's cover photo (multipart field "${GROUP_COVER_FIELD}"; its owner or moderators)`,
        security: BEARER,
        params: groupParams,
        response: { 200: groupDetail, ...errorAnswers(400, 401, 403, 404, 413, 429, 503) },
      },
      onRequest: requireActiveMember,
      config: { multipartForm: coverForm },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await moderatedGroup(deps, userId, request.params.slug);
      await consume(deps.limits, `group-cover:${userId}`, deps.config.rateLimits.profileSavesPerUser);
      const { body } = await readFormAs(request, coverForm, [GROUP_COVER_FIELD]);
      const photo = await checkPhoto(body[GROUP_COVER_FIELD], 'Cover photo');
      checkPixelBudget([photo]);
      const image = await processImage(photo);
      await deps.transaction((trx) =>
        deps.groups.covers.set(trx, row.id, { ...image, data: image.display }, deps.now()),
      );
      return detailFor(deps, userId, row.slug);
    },
  );

  app.delete(
    '/groups/:slug/cover',
    {
      schema: {
        summary: "Remove a group's cover photo (its owner or moderators)",
        security: BEARER,
        params: groupParams,
        response: { 200: groupDetail, ...errorAnswers(401, 403, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await moderatedGroup(deps, userId, request.params.slug);
      await deps.transaction((trx) => deps.groups.covers.remove(trx, row.id));
      return detailFor(deps, userId, row.slug);
    },
  );

  app.get(
    '/groups/:slug/cover/:coverId',
    {
      schema: {
        summary: "A group's cover photo (WebP, at most 1600 px); signed unless the group is public",
        params: coverParams,
        querystring: signature,
        produces: ['image/webp'],
        response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const { slug, coverId } = request.params;
      const found = COVER_ID.test(coverId) ? await deps.groups.covers.find(slug, coverId) : undefined;
      if (!found) throw notFound(GROUP_MESSAGES.notFound);
      const open = found.visibility === 'public';
      const { exp, sig } = request.query;
      // The same 404 as a missing cover without the signature an answer carried.
      if (!open && !deps.imageSigner.verify(`/api/groups/${slug}/cover/${coverId}`, exp, sig))
        throw notFound(GROUP_MESSAGES.notFound);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', open ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .send(found.data);
    },
  );
}
