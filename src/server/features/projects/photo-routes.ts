import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  isProjectPhotoId,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  PROJECT_PHOTO_FIELD,
  projectIdParams,
  projectPhoto,
  projectPhotoForm,
  projectPhotoParams,
} from '../../../shared/api/projects';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http-error';
import { checkPhoto, checkPixelBudget, processImage } from '../../images/process-image';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import { signedPhotoRoutes } from '../../plugins/signed-photo-routes';
import { countPhotoUpload, ownProject } from './access';
import { presentPhoto } from './present';

/** PATCH /api/project-photos/{photoId}: the photo's alt text or credit. */
const photoPatch = z.object({
  alt: projectPhotoForm.shape.alt.optional(),
  credit: z.string().trim().max(PROJECT_LIMITS.credit).optional(),
});

/** The photo, when it is the member's own: 404 when they may not see it, 403 when someone else's. */
async function ownPhoto(deps: AppDeps, photoId: string, userId: number) {
  const photo = isProjectPhotoId(photoId) ? await deps.projectPhotos.ownerOf(photoId) : undefined;
  if (!photo) throw notFound(PROJECT_MESSAGES.photoNotFound);
  if (photo.owner_id === userId) return photo;
  if ((await deps.projects.visible(userId, { id: photo.project_id })).length > 0)
    throw forbidden(PROJECT_MESSAGES.notYours);
  throw notFound(PROJECT_MESSAGES.photoNotFound);
}

/**
 * A maker adds photos to their project one per request (the page shows each one's progress),
 * each with its alt text: of the project, a reference image, or in a log entry. Photos are served
 * only at signed addresses, which the answers hand to viewers who may see them.
 */
export async function projectPhotoRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const uploadSchema = {
    summary: 'Add a photo to your project (multipart: photo, alt, credit, role, entryId)',
    description: `The alt text is required. A log entry holds at most ${PROJECT_LIMITS.entryPhotos} photos and a project ${PROJECT_LIMITS.projectPhotos}. Uploads per member per minute are limited (PROJECT_PHOTOS_PER_MEMBER_MINUTE): 429 with Retry-After.`,
    security: BEARER,
    params: projectIdParams,
    response: { 201: projectPhoto, ...errorAnswers(400, 401, 403, 404, 429, 503) },
  };
  app.post(
    '/projects/:id/photos',
    { schema: uploadSchema, onRequest: requireActiveMember, config: { multipartForm: projectPhotoForm } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const project = await ownProject(deps, request.params.id, userId);
      await countPhotoUpload(deps, userId);
      const { body } = await readFormAs(request, projectPhotoForm, [PROJECT_PHOTO_FIELD]);
      const role = body.entryId !== undefined ? 'entry' : body.role;
      if (role === 'entry') {
        const entry =
          body.entryId === undefined
            ? undefined
            : await deps.projectEntries.one(project.id, body.entryId, userId);
        if (!entry) throw badRequest(PROJECT_MESSAGES.entryNotFound);
      }
      const checked = await checkPhoto(body[PROJECT_PHOTO_FIELD], 'Photo');
      checkPixelBudget([checked]);
      const image = await processImage(checked, { widths: true });
      const photo = {
        ...image,
        alt: body.alt,
        credit: body.credit,
        role,
        entry_id: role === 'entry' ? (body.entryId ?? null) : null,
      } as const;
      const caps = { project: PROJECT_LIMITS.projectPhotos, entry: PROJECT_LIMITS.entryPhotos };
      const stored = await deps.projectPhotos.add(project.id, photo, caps, deps.now());
      if (stored === 'full-project') throw badRequest(PROJECT_MESSAGES.projectPhotosFull);
      if (stored === 'full-entry') throw badRequest(PROJECT_MESSAGES.entryPhotosFull);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(presentPhoto(deps, { ...photo, project_id: project.id }));
    },
  );

  const updateSchema = {
    summary: 'Change a photo’s alt text or credit (the project’s maker)',
    security: BEARER,
    params: projectPhotoParams,
    body: photoPatch,
    response: { 200: projectPhoto, ...errorAnswers(400, 401, 403, 404) },
  };
  app.patch(
    '/project-photos/:photoId',
    { schema: updateSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { photoId } = request.params;
      await ownPhoto(deps, photoId, userId);
      const { alt, credit } = request.body;
      const change = { ...(alt !== undefined && { alt }), ...(credit !== undefined && { credit }) };
      if (!(await deps.projectPhotos.update(photoId, userId, change, deps.now())))
        throw notFound(PROJECT_MESSAGES.photoNotFound);
      const row = await deps.projectPhotos.one(photoId);
      if (!row) throw notFound(PROJECT_MESSAGES.photoNotFound);
      reply.header('Cache-Control', 'no-store');
      return presentPhoto(deps, row);
    },
  );

  const deleteSchema = {
    summary: 'Delete a photo of your project (the cover is cleared when it was the cover)',
    security: BEARER,
    params: projectPhotoParams,
    response: { 204: z.null(), ...errorAnswers(401, 403, 404) },
  };
  app.delete(
    '/project-photos/:photoId',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { photoId } = request.params;
      await ownPhoto(deps, photoId, userId);
      if (!(await deps.projectPhotos.remove(photoId, userId, deps.now())))
        throw notFound(PROJECT_MESSAGES.photoNotFound);
      return reply.code(204).send(null);
    },
  );

  signedPhotoRoutes(server, {
    base: '/project-photos',
    summaries: {
      display:
        'A project photo (WebP; signed address from a project answer; w=480 or 960 for a narrower copy)',
      thumb: 'A project photo thumbnail (WebP; signed address)',
    },
    widths: ['480', '960'],
    isId: isProjectPhotoId,
    bytes: (photoId, column) => deps.projectPhotos.bytes(photoId, column),
    notFound: PROJECT_MESSAGES.photoNotFound,
  });
}
