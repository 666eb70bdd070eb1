import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  CONVENTION_PAGE_MESSAGES,
  conventionReview,
  conventionSlugParams,
  conventionSuggestions,
} from '../../../shared/api/convention-pages';
import { CONVENTION_MESSAGES, conventionDetailSchema } from '../../../shared/api/conventions';
import { HttpError, notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { audit } from './write-routes';

/** Members' con suggestions for organisers (in the organisers' scope: the role is checked first). */
export async function conventionReviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: 'Convention suggestions waiting for review, oldest first (organisers only)',
    security: BEARER,
    response: { 200: conventionSuggestions, ...errorAnswers(401, 403) },
  };
  app.get('/cons/suggestions', { schema: listSchema }, async () => {
    const rows = await deps.conventions.suggestions();
    return { suggestions: rows.map(({ suggestedById: _, ...con }) => con) };
  });

  const reviewSchema = {
    summary: 'List a suggested convention or decline it, audited (organisers only)',
    security: BEARER,
    params: conventionSlugParams,
    body: conventionReview,
    response: { 200: conventionDetailSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  };
  app.post('/cons/:slug/review', { schema: reviewSchema }, async (request) => {
    const organiser = currentUser(request);
    const status = request.body.decision === 'list' ? 'listed' : 'declined';
    return deps.transaction(async (trx) => {
      const con = await deps.conventions.bySlug(request.params.slug, trx);
      if (!con) throw notFound(CONVENTION_MESSAGES.notFound);
      const suggester = (await deps.conventions.suggestions(trx)).find((s) => s.id === con.id);
      // Decided by the conditional update: of two organisers at once, one reviews it.
      const saved = await deps.conventions.review(con.id, status, deps.now(), trx);
      if (!saved) throw new HttpError(409, CONVENTION_PAGE_MESSAGES.notSuggested);
      const member =
        suggester?.suggestedById && suggester.suggestedBy
          ? { id: suggester.suggestedById, username: suggester.suggestedBy }
          : undefined;
      await audit(deps, organiser, status === 'listed' ? 'con.list' : 'con.decline', saved, trx, member);
      return saved;
    });
  });
}
