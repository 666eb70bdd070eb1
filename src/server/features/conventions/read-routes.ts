import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import { conventionListSchema, conventionSlugParams } from '../../../shared/api/convention-pages';
import { CONVENTION_MESSAGES, conventionDetailSchema } from '../../../shared/api/conventions';
import { notFound } from '../../http-error';
import { sendKeptForVisitors } from '../../plugins/answer-cache-visitors';
import { optionalUser } from '../../plugins/auth';

/**
 * Today's date where the club's cons are (Central time): a con stays upcoming through its last day.
 * One zone for all twelve states keeps the list's order the same for everyone.
 */
const CLUB_ZONE = 'America/Chicago';
const todayOf = (now: number) => new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(now);

/** The con list and one con's page (under /api). */
export async function conventionReadRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: 'Conventions: the listed ones, upcoming first',
    description:
      'Listed conventions: those whose last day is today or later by first day, then those whose ' +
      'dates are not set by name, then past ones, latest first. Suggestions are not listed.',
    response: { 200: conventionListSchema },
  };
  app.get('/cons', { schema: listSchema }, async () => ({
    cons: await deps.conventions.upcomingFirst(todayOf(deps.now())),
  }));

  const detailSchema = {
    summary: 'One convention: name, dates, venue, city, state and website',
    description: 'A listed convention; a suggested or declined one only for its suggester and organisers.',
    params: conventionSlugParams,
    response: { 200: conventionDetailSchema, ...errorAnswers(404) },
  };
  app.get('/cons/:slug', { schema: detailSchema }, async (request, reply) => {
    const user = await optionalUser(request);
    const viewer = user && { userId: user.userId, organiser: user.role === 'organiser' };
    // A visitor's (a listed con) is kept until an organiser's edit clears it; a member may see their own suggestion.
    const options = { area: 'cons', member: user !== undefined, schema: conventionDetailSchema } as const;
    return sendKeptForVisitors(request, reply, options, async () => {
      const con = await deps.conventions.visibleBySlug(request.params.slug, viewer);
      if (!con) throw notFound(CONVENTION_MESSAGES.notFound);
      return { value: con };
    });
  });
}
