import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventStates } from '../../../shared/api/events';
import { toZonedIso } from '../../../shared/time/zoned';
import { sendAnswer } from '../../plugins/answer-cache';
import { untilClockChange } from './clock';

/** The same for everyone (public events only): shared caches may keep it this long. */
const MAX_AGE_S = 60;

/** The landing map's events per state. */
export async function eventStateRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'Per club state: how many public events are coming up, and the next one',
    description:
      'States without a coming public event are left out. Cancelled events and members-only ' +
      'events do not count. The same answer for everyone.',
    response: { 200: eventStates },
  };
  app.get('/events/states', { schema }, (request, reply) =>
    sendAnswer(request, reply, { area: 'events', viewer: 'anyone', schema: eventStates }, async () => {
      const now = deps.now();
      // "Coming" changes with the clock as well as with writes.
      const ttlMs = await untilClockChange(deps, now);
      const rows = await deps.events.upcomingByState(now);
      return {
        value: {
          results: rows.map(({ state, count, next }) => ({
            state,
            count,
            next: {
              id: next.id,
              title: next.title,
              startsAt: toZonedIso(next.starts_at, next.time_zone),
              timeZone: next.time_zone,
            },
          })),
        },
        headers: { 'cache-control': `public, max-age=${MAX_AGE_S}` },
        ttlMs,
      };
    }),
  );
}
