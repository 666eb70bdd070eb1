import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  CONVENTION_PAGE_MESSAGES,
  type ConventionRequest,
  conventionRequest,
  conventionSlugParams,
} from '../../../shared/api/convention-pages';
import {
  CONVENTION_MESSAGES,
  type ConventionSummary,
  conventionDetailSchema,
} from '../../../shared/api/conventions';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, HttpError, notFound } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { requireOrganiserWithPasskey } from '../../plugins/organiser-scope';
import { freeSlug, slugOf } from './slug';

/** Adds of one name at once, each retrying after another's commit: plenty for a club. */
const MAX_SLUG_TRIES = 30;

/** Unique-constraint violations look different in each driver. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * Adds a con under a free slug. Two adds of one name at once may pick the same slug: the unique
 * constraint refuses the second, which then tries again with the next free one.
 */
async function addCon(deps: AppDeps, body: ConventionRequest, user: SessionUser, organiser: boolean) {
  const base = slugOf(body.name);
  if (base === '') throw badRequest(CONVENTION_PAGE_MESSAGES.noSlug);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.transaction(async (trx) => {
        const slug = freeSlug(base, await deps.conventions.slugsLike(base, trx));
        const con = await deps.conventions.insert(
          {
            ...body,
            slug,
            status: organiser ? 'listed' : 'suggested',
            suggestedBy: organiser ? null : user.userId,
          },
          deps.now(),
          trx,
        );
        if (organiser) await audit(deps, user, 'con.add', con, trx);
        return con;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Each retry follows another add's commit, so this ends; a storm gets a clear answer, not a 500.
      if (attempt >= MAX_SLUG_TRIES) throw new HttpError(409, CONVENTION_PAGE_MESSAGES.busy);
    }
  }
}

/** The audit entry of an organiser's change to a con, written in the change's transaction. */
export function audit(
  deps: AppDeps,
  organiser: SessionUser,
  action: string,
  con: ConventionSummary,
  trx: Parameters<AppDeps['audit']['record']>[2],
  member?: { id: number; username: string },
) {
  return deps.audit.record(
    {
      actor: { id: organiser.userId, username: organiser.username },
      action,
      member,
      detail: `con ${con.slug}: ${con.name}${con.startsOn ? ` (${con.startsOn} to ${con.endsOn})` : ''}`,
    },
    deps.now(),
    trx,
  );
}

/** Organisers add and edit cons; members suggest them (under /api). */
export async function conventionWriteRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const createSchema = {
    summary: 'Add a convention (organisers: listed at once; members: a suggestion for organisers to review)',
    security: BEARER,
    body: conventionRequest,
    response: { 201: conventionDetailSchema, ...errorAnswers(400, 401, 403, 409) },
  };
  app.post('/cons', { schema: createSchema, onRequest: requireActiveMember }, async (request, reply) => {
    let user = currentUser(request);
    const organiser = user.role === 'organiser';
    // An organiser's add is an organiser act: the same door as the tools (fresh role, passkey).
    if (organiser) user = await requireOrganiserWithPasskey(request);
    const con = await addCon(deps, request.body, user, organiser);
    return reply.code(201).send(con);
  });

  const updateSchema = {
    summary: 'Edit a convention: name, venue, place, website and the year’s dates (organisers only)',
    security: BEARER,
    params: conventionSlugParams,
    body: conventionRequest,
    response: { 200: conventionDetailSchema, ...errorAnswers(400, 401, 403, 404) },
  };
  app.put('/cons/:slug', { schema: updateSchema, onRequest: requireActiveMember }, async (request) => {
    if (currentUser(request).role !== 'organiser') throw forbidden(CONVENTION_PAGE_MESSAGES.organisersOnly);
    const organiser = await requireOrganiserWithPasskey(request);
    return deps.transaction(async (trx) => {
      const con = await deps.conventions.bySlug(request.params.slug, trx);
      if (!con) throw notFound(CONVENTION_MESSAGES.notFound);
      const saved = await deps.conventions.update(con.id, request.body, deps.now(), trx);
      await audit(deps, organiser, 'con.edit', saved, trx);
      return saved;
    });
  });
}
