import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import { conMeetupsAnswer } from '../../../shared/api/con-meetups';
import { conSlugParams } from '../../../shared/api/shoots';
import { conZone } from '../../../shared/time/convention-times';
import { listedCon } from '../../lib/listed-con';
import { sendKeptForVisitors } from '../../plugins/answer-cache-visitors';
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
    // A visitor's answer is kept until an RSVP or an edit clears it, and no longer than until the
    // first meetup shown ends (it then leaves the list); a member's is computed for them.
    const options = { area: 'cons', member: user !== undefined, schema: conMeetupsAnswer } as const;
    return sendKeptForVisitors(request, reply, options, async () => {
      const con = await listedCon(deps, request.params.slug);
      const now = deps.now();
      const rows = await deps.events.meetupsAt(
        con.id,
        user ? 'member' : 'anonymous',
        user?.userId ?? null,
        now,
      );
      const counts = await deps.events.counts(rows.map((r) => r.id));
      const zone = conZone(con);
      const firstEnd = Math.min(...rows.map((r) => Number(r.ends_at)));
      return {
        value: { timeZone: zone, days: meetupDays(rows, counts, zone) },
        ttlMs: Number.isFinite(firstEnd) ? Math.max(0, firstEnd - now) : undefined,
      };
    });
  });
}
