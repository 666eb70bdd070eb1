import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import { eventDetail, eventIdParams, eventsPage, eventsQuery } from '../../../shared/api/events';
import { parseIsoInstant } from '../../../shared/time/zoned';
import { sendAnswer } from '../../plugins/answer-cache';
import { optionalUser } from '../../plugins/auth';
import { eventDetailFor, viewerOf } from './access';
import { untilClockChange } from './clock';
import { eventsViewerKey } from './group-viewer';
import { toSummary } from './present';

/** Visitors' lists are the same for everyone: shared caches may keep them this long. */
const PUBLIC_LIST_MAX_AGE_S = 30;

/** The list of events and one event: members-only ones for members only. */
export async function eventReadRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: 'Events: upcoming and ongoing by start, or past ones (past=true) newest first',
    description:
      'One page (page, limit ≤ 100) of the events the caller may see; from/to (ISO 8601) keep events ' +
      'still going on after `from` and starting before `to`; state keeps one club state. Cancelled ' +
      'events are listed with cancelledAt. The total is in `total` and the X-Total-Count header. ' +
      'Visitors get public events only, cacheable for a short while; members get no-store answers. ' +
      'Without from/to, a recurring series is listed once, by its next occurrence; with them (a ' +
      'month), every occurrence is.',
    querystring: eventsQuery,
    response: { 200: eventsPage },
  };
  app.get('/events', { schema: listSchema }, async (request, reply) => {
    const { from, to, state, past, page, limit } = request.query;
    const user = await optionalUser(request);
    const viewer = viewerOf(user);
    // Which events are coming up (or past) changes with the clock too, unless `from` fixes the time.
    const clockBound = past || from === undefined;
    const { key, privateGroups } = await eventsViewerKey(deps, user);
    return sendAnswer(request, reply, { area: 'events', viewer: key, schema: eventsPage }, async () => {
      const now = deps.now();
      const ttlMs = clockBound ? await untilClockChange(deps, now) : undefined;
      const { rows, total } = await deps.events.list({
        viewer,
        memberId: user?.userId ?? null,
        privateGroups,
        now,
        from: from === undefined ? undefined : parseIsoInstant(from),
        to: to === undefined ? undefined : parseIsoInstant(to),
        state,
        past,
        offset: Math.min(page - 1, 10_000) * limit,
        limit,
        // The upcoming list shows a series once (its next date); a range (the month view) shows every date.
        nextOfSeries: !past && from === undefined && to === undefined,
      });
      const seriesIds = [...new Set(rows.flatMap((r) => (r.series_id === null ? [] : [r.series_id])))];
      const [counts, series] = await Promise.all([
        deps.events.counts(rows.map((r) => r.id)),
        deps.eventSeries.byIds(seriesIds),
      ]);
      const seriesById = new Map(series.map((s) => [s.id, s]));
      const seriesOf = (row: (typeof rows)[number]) =>
        row.series_id === null ? undefined : seriesById.get(row.series_id);
      return {
        value: {
          events: rows.map((row) =>
            toSummary(row, counts.get(row.id), viewer, deps.imageSigner, seriesOf(row)),
          ),
          total,
        },
        headers: {
          'x-total-count': String(total),
          // The same address answers members differently: a shared cache must keep them apart.
          ...(viewer === 'anonymous'
            ? { 'cache-control': `public, max-age=${PUBLIC_LIST_MAX_AGE_S}`, vary: 'Authorization' }
            : {}),
        },
        ttlMs,
      };
    });
  });

  const detailSchema = {
    summary: 'One event, who is coming and the caller’s own answer',
    params: eventIdParams,
    response: { 200: eventDetail, ...errorAnswers(400, 404) },
  };
  app.get('/events/:id', { schema: detailSchema }, async (request, reply) => {
    const user = await optionalUser(request);
    // A member's answer holds their own RSVP and whether they may edit: theirs alone.
    if (user) return eventDetailFor(deps, request.params.id, user);
    // Kept the usual time: unlike the lists, an event's page does not change as the clock moves.
    const options = { area: 'events', viewer: 'anonymous', schema: eventDetail } as const;
    return sendAnswer(request, reply, options, async () => ({
      value: await eventDetailFor(deps, request.params.id, undefined),
    }));
  });
}
