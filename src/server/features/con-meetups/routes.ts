import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import { conMeetupsAnswer } from '../../../shared/api/con-meetups';
import { conSlugParams } from '../../../shared/api/shoots';
import { conZone } from '../../../shared/time/convention-times';
import { listedCon } from '../../lib/listed-con';
import { optionalUser } from '../../plugins/auth';
import { meetupDays } from './present';

/** GET /api/cons/{slug}/meetups (issue 35 item 5): the con page's meetups, as events show them. */
export async function conMeetupRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'A con’s coming meetups (club events linked to it), by day and time',
    description:
      'Cancelled and past meetups are left out; members-only ones are shown to signed-in members only, ' +
      'and meetups of suspended or leaving hosts to nobody, as in the event list.',
    params: conSlugParams,
    response: { 200: conMeetupsAnswer, ...errorAnswers(404) },
  };
  app.get('/cons/:slug/meetups', { schema }, async (request, reply) => {
    const user = await optionalUser(request);
    const con = await listedCon(deps, request.params.slug);
    const rows = await deps.events.meetupsAt(con.id, user ? 'member' : 'anonymous', deps.now());
    const counts = await deps.events.counts(rows.map((r) => r.id));
    // Members and visitors get different answers, and each RSVP changes the counts: kept by no cache.
    reply.header('cache-control', 'no-store');
    const zone = conZone(con);
    return { timeZone: zone, days: meetupDays(rows, counts, zone) };
  });
}
