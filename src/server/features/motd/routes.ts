import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { myEventsAnswer, myEventsQuery } from '../../../shared/api/motd';
import { toZonedIso } from '../../../shared/time/zoned';
import { currentUser, requireActiveMember } from '../../plugins/auth';

/**
 * The message of the day's "Coming up" for the member reading it: the events they said they are
 * going to. Private (no-store, not kept): it is one member's answers.
 */
export async function motdRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const schema = {
    summary: 'The coming events I am going to, soonest first (limit ≤ 10, default 3)',
    security: BEARER,
    querystring: myEventsQuery,
    response: { 200: myEventsAnswer, ...errorAnswers(401, 403) },
  };
  app.get('/me/events', { schema, onRequest: requireActiveMember }, async (request, reply) => {
    const { userId } = currentUser(request);
    const { rows, total } = await deps.events.list({
      viewer: 'member',
      memberId: userId,
      now: deps.now(),
      goingMember: userId,
      offset: 0,
      limit: request.query.limit,
    });
    const counts = await deps.events.counts(rows.map((row) => row.id));
    reply.header('Cache-Control', 'no-store');
    return {
      events: rows.map((row) => ({
        id: row.id,
        title: row.title,
        startsAt: toZonedIso(Number(row.starts_at), row.time_zone),
        endsAt: toZonedIso(Number(row.ends_at), row.time_zone),
        timeZone: row.time_zone,
        venue: row.venue,
        city: row.city,
        state: row.state,
        cancelledAt: row.cancelled_at === null ? null : toZonedIso(Number(row.cancelled_at), row.time_zone),
        going: counts.get(row.id)?.going ?? 0,
      })),
      total,
    };
  });
}
