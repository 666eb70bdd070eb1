import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { EVENT_COVER_FIELD, EVENT_MESSAGES, eventDetail, eventIdParams } from '../../../shared/api/events';
import { formFile } from '../../../shared/api/forms';
import type { Trx } from '../../db/transaction';
import { notFound } from '../../http-error';
import { checkPhoto, checkPixelBudget, processImage } from '../../images/process-image';
import { ogFromDisplay } from '../../images/stored-renditions';
import { requireActiveMember } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import type { AuditTrail } from '../../plugins/organiser-acts';
import { consume } from '../../rate-limit/store';
import { editableEvent, eventDetailFor } from './access';

const coverForm = z.object({
  [EVENT_COVER_FIELD]: formFile(
    'a JPEG, PNG or WebP image',
    `Send the photo as the file field "${EVENT_COVER_FIELD}"`,
  ),
});
/** Cover ids are 22 url-safe characters, like photos'; anything else is simply not found. */
const COVER_ID = /^[A-Za-z0-9_-]{22}$/;
const coverParams = eventIdParams.extend({ coverId: z.string() });
const signature = z.object({ exp: z.string().optional(), sig: z.string().optional() });

/**
 * An event's cover photo: set by its host or an organiser (through their door, audited) with the
 * checks and pipeline of members' photos, served by id. A members-only event's cover opens only with the signed address
 * a member's answer carried (like members-only profiles' photos); others are public and immutable.
 */
export async function coverRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const covers = deps.eventCovers;
  /** The cover's change and, for an organiser's, its audit entry: both or neither. */
  const withAudit = (audit: AuditTrail, change: (trx: Trx) => Promise<void>) =>
    deps.transaction(async (trx) => {
      await change(trx);
      await audit.record(trx);
    });

  const putSchema = {
    summary: `Set an event's cover photo (multipart field "${EVENT_COVER_FIELD}"; its host, or an organiser with a passkey: audited)`,
    security: BEARER,
    params: eventIdParams,
    response: { 200: eventDetail, ...errorAnswers(400, 401, 403, 404, 409, 413, 429, 503) },
  };
  app.put(
    '/events/:id/cover',
    { schema: putSchema, onRequest: requireActiveMember, config: { multipartForm: coverForm } },
    async (request) => {
      const { row, user, audit } = await editableEvent(deps, request, request.params.id, 'event.cover.set');
      await consume(deps.limits, `event-cover:${user.userId}`, deps.config.rateLimits.profileSavesPerUser);
      const { body } = await readFormAs(request, coverForm, [EVENT_COVER_FIELD]);
      const photo = await checkPhoto(body[EVENT_COVER_FIELD], 'Cover photo');
      checkPixelBudget([photo]);
      const image = await processImage(photo);
      await withAudit(audit, (trx) => covers.set(trx, row.id, { ...image, data: image.display }, deps.now()));
      return eventDetailFor(deps, row.id, user);
    },
  );

  const deleteSchema = {
    summary: "Remove an event's cover photo (its host, or an organiser with a passkey: audited)",
    security: BEARER,
    params: eventIdParams,
    response: { 200: eventDetail, ...errorAnswers(401, 403, 404, 409) },
  };
  app.delete(
    '/events/:id/cover',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request) => {
      const { row, user, audit } = await editableEvent(
        deps,
        request,
        request.params.id,
        'event.cover.remove',
      );
      await withAudit(audit, (trx) => covers.remove(trx, row.id));
      return eventDetailFor(deps, row.id, user);
    },
  );

  const getSchema = {
    summary: "An event's cover photo (WebP, at most 1600 px)",
    params: coverParams,
    querystring: signature,
    produces: ['image/webp'],
    response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...errorAnswers(400, 404) },
  };
  app.get('/events/:id/cover/:coverId', { schema: getSchema }, async (request, reply) => {
    const { id, coverId } = request.params;
    const found = COVER_ID.test(coverId) ? await covers.find(id, coverId) : undefined;
    if (!found) throw notFound(EVENT_MESSAGES.notFound);
    const members = found.visibility === 'members';
    const { exp, sig } = request.query;
    // The same 404 as a missing cover without the signature a member's answer carried.
    if (members && !deps.imageSigner.verify(`/api/events/${id}/cover/${coverId}`, exp, sig))
      throw notFound(EVENT_MESSAGES.notFound);
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', members ? 'private, max-age=86400' : 'public, max-age=31536000, immutable')
      .send(found.data);
  });

  const ogSchema = {
    summary: "A public event's cover as a link-preview image (JPEG, 1200×630)",
    params: coverParams,
    produces: ['image/jpeg'],
    response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...errorAnswers(400, 404, 503) },
  };
  app.get('/events/:id/cover/:coverId/og', { schema: ogSchema }, async (request, reply) => {
    const { id, coverId } = request.params;
    const found = COVER_ID.test(coverId) ? await covers.findOg(id, coverId) : undefined;
    // Link previews are for what everyone may see: a members-only event's cover has none.
    if (found?.visibility !== 'public') throw notFound(EVENT_MESSAGES.notFound);
    let og = found.data;
    if (!found.made) {
      // Made once, on first request, from the stored cover (two at once both make it; last write wins).
      og = await ogFromDisplay(found.data);
      await covers.storeOg(coverId, og);
    }
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(og);
  });
}
