import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import { isProjectPhotoId, PROJECT_MESSAGES } from '../../../shared/api/projects';
import { notFound } from '../../http-error';
import { ogFromDisplay } from '../../images/stored-renditions';
import { recentCache } from './recent-cache';

const params = z.object({ id: z.coerce.number().int().positive(), photoId: z.string().max(40) });
/** Covers being shared right now, as made JPEGs: a photo's bytes never change under its id. */
const KEPT_COVERS = 50;

/**
 * The cover of a project anyone may see, as a link-preview image (1200×630 JPEG). Whether the
 * project is open is read on every request, so a project made private stops showing at once; only
 * the made image is kept (by photo id), so repeated requests do not re-encode it.
 */
export async function projectCoverRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const made = recentCache<Promise<Buffer>>(KEPT_COVERS);

  const schema = {
    summary: "An open project's cover as a link-preview image (JPEG, 1200×630)",
    params,
    produces: ['image/jpeg'],
    response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...errorAnswers(400, 404, 503) },
  };
  app.get('/projects/:id/cover/:photoId/og', { schema }, async (request, reply) => {
    const { id, photoId } = request.params;
    const display = isProjectPhotoId(photoId)
      ? await deps.linkPreviews.publicProjectCover(id, photoId)
      : undefined;
    if (!display) throw notFound(PROJECT_MESSAGES.photoNotFound);
    let og = made.get(photoId);
    if (!og) {
      og = ogFromDisplay(display);
      made.set(photoId, og);
      og.catch(() => made.delete(photoId));
    }
    return (
      reply
        .header('Content-Type', 'image/jpeg')
        // Checked with us before each use: a project made private stops showing everywhere at once.
        .header('Cache-Control', 'no-cache')
        .send(await og)
    );
  });
}
