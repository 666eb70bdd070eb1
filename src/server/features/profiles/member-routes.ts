import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers, positiveIntOr } from '../../../shared/api/common';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import {
  ownProfileSchema,
  profileSaveForm,
  userIdParams,
  usersPageSchema,
} from '../../../shared/profile/profile-api';
import { SLIDE_FIELD_NAMES } from '../../../shared/profile/upload-fields';
import { forbidden, notFound } from '../../http-error';
import { photoDetailsOf } from '../../images/photo-details';
import { sendAnswer } from '../../plugins/answer-cache';
import { bearerToken, currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import { consume } from '../../rate-limit/store';
import { hashToken } from '../../security/tokens';
import { photoUrlFor, slideshowSlots, toCard, toOwnProfile } from './mappers';
import { saveProfile } from './save-profile';

const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);
const PHOTO_FIELDS = ['profileImage', ...SLIDE_FIELD_NAMES];
/** A page number or size that is missing or not a positive number falls back to the default. */
const usersQuery = z.object({
  page: positiveIntOr(1),
  limit: positiveIntOr(DEFAULT_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** Only the member's own record; anybody else's is refused (403). */
function ownId(pathId: number, request: Parameters<typeof currentUser>[0]): number {
  const user = currentUser(request);
  if (pathId !== user.userId) throw forbidden(MSG.forbidden);
  return user.userId;
}

export async function memberProfileRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const listSchema = {
    summary: 'The member directory, one page',
    security: BEARER,
    querystring: usersQuery,
    response: { 200: usersPageSchema, ...errorAnswers(401, 403) },
  };
  // Every member gets the same pages, so one member's answer serves the next (no-store all the same).
  // The count (a full scan) is kept with the page, nowhere else: a sign-up shows at once.
  app.get('/users', { schema: listSchema, onRequest: requireActiveMember }, (request, reply) =>
    sendAnswer(request, reply, { area: 'members', viewer: 'member', schema: usersPageSchema }, async () => {
      const { page, limit } = request.query;
      const [users, count] = await Promise.all([
        deps.profiles.page((page - 1) * limit, limit),
        deps.profiles.count(),
      ]);
      return {
        value: { users: users.map((row) => toCard(row, photoUrlFor(row, deps.imageSigner))), total: count },
      };
    }),
  );

  const ownSchema = {
    summary: "The member's own profile, private fields included",
    security: BEARER,
    params: userIdParams,
    response: { 200: ownProfileSchema, ...errorAnswers(400, 401, 403, 404) },
  };
  app.get('/users/:id', { schema: ownSchema, onRequest: requireUser }, async (request) => {
    const row = await deps.users.findById(ownId(request.params.id, request));
    if (!row) throw notFound('No such member');
    const details = await photoDetailsOf(deps.images, row.id, [row.image, ...slideshowSlots(row)]);
    return toOwnProfile(row, photoUrlFor(row, deps.imageSigner), details);
  });

  const saveSchema = {
    summary: 'Save the profile (multipart: absent fields stay as they are)',
    security: BEARER,
    params: userIdParams,
    response: { 200: z.object({ message: z.string() }), ...errorAnswers(400, 401, 403, 404, 413, 429, 503) },
  };
  app.put(
    '/users/:id',
    { schema: saveSchema, config: { multipartForm: profileSaveForm }, onRequest: requireActiveMember },
    async (request) => {
      const userId = ownId(request.params.id, request);
      await consume(deps.limits, `profile-save:${userId}`, deps.config.rateLimits.profileSavesPerUser);
      const { body, form } = await readFormAs(request, profileSaveForm, PHOTO_FIELDS);
      await saveProfile(deps, userId, body, form, hashToken(bearerToken(request) ?? ''));
      return { message: 'Profile updated' };
    },
  );
}
