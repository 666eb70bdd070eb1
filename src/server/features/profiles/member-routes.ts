import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { usersPageSchema } from '../../../shared/profile/profile-api';
import { SLIDE_FIELD_NAMES } from '../../../shared/profile/upload-fields';
import { badRequest, forbidden, notFound } from '../../http-error';
import { bearerToken, currentUser, requireUser } from '../../plugins/auth';
import { readForm } from '../../plugins/form';
import { consume } from '../../rate-limit/store';
import { hashToken } from '../../security/tokens';
import { toCard, toOwnProfile } from './mappers';
import { saveProfile } from './save-profile';

const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);
const PHOTO_FIELDS = ['profileImage', ...SLIDE_FIELD_NAMES];

/** A positive whole number from a query or path value, or the fallback. */
function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

/** The member's own id from the path; anybody else's record is refused (403). */
function ownId(request: FastifyRequest): number {
  const { id } = request.params as { id: string };
  if (!/^\d{1,9}$/.test(id)) throw badRequest('The user id must be a number');
  const user = currentUser(request);
  if (Number(id) !== user.userId) throw forbidden(MSG.forbidden);
  return user.userId;
}

const TOTAL_TTL_MS = 10_000;

export async function memberProfileRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // Counting every member is a full scan; the page count may lag new sign-ups by a few seconds.
  let total: { at: number; value: number } | undefined;
  const memberCount = async () => {
    if (!total || deps.now() - total.at > TOTAL_TTL_MS)
      total = { at: deps.now(), value: await deps.profiles.count() };
    return total.value;
  };

  app.get('/users', { preHandler: requireUser }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const limit = Math.min(positiveInt(query.limit, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const page = positiveInt(query.page, 1);
    const [users, count] = await Promise.all([deps.profiles.page((page - 1) * limit, limit), memberCount()]);
    return usersPageSchema.parse({ users: users.map(toCard), total: count });
  });

  app.get('/users/:id', { preHandler: requireUser }, async (request) => {
    const row = await deps.users.findById(ownId(request));
    if (!row) throw notFound('No such member');
    return toOwnProfile(row);
  });

  app.put('/users/:id', { preHandler: requireUser }, async (request) => {
    const userId = ownId(request);
    await consume(deps.limits, `profile-save:${userId}`, deps.config.rateLimits.profileSavesPerUser);
    const form = await readForm(request, PHOTO_FIELDS);
    await saveProfile(deps, userId, form, hashToken(bearerToken(request) ?? ''));
    return { message: 'Profile updated' };
  });
}
