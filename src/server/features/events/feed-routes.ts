import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import { calendarFeedAnswer, eventIdParams } from '../../../shared/api/events';
import type { EventListFilter } from '../../db/events-repo';
import { optionalUser } from '../../plugins/auth';
import { viewerOf, visibleEvent } from './access';
import { CALENDAR_CONTENT_TYPE, type CalendarSeries, eventsCalendar } from './ical';

const DAY = 86_400_000;
/** Feeds hold the events of the last month and every later one (up to FEED_LIMIT). */
export const FEED_PAST_MS = 30 * DAY;
export const FEED_LIMIT = 500;

export const icsAnswer = z.any().meta({ type: 'string', description: 'An iCalendar (RFC 5545) file' });

/** The events of a feed: from a month ago on, by start. */
export const feedFilter = (now: number): EventListFilter => ({
  viewer: 'anonymous',
  memberId: null,
  now,
  from: now - FEED_PAST_MS,
  offset: 0,
  limit: FEED_LIMIT,
});

/** The club's public calendar and one event's, for calendar apps (iCalendar with VTIMEZONE). */
export async function feedRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const calendar = (
    name: string,
    rows: Parameters<typeof eventsCalendar>[0],
    series: readonly CalendarSeries[] = [],
    members = false,
  ) =>
    eventsCalendar(
      rows,
      { name, clubName: deps.content.clubName, publicUrl: deps.config.publicUrl, now: deps.now(), members },
      [],
      series,
    );

  const publicSchema = {
    summary: 'The public events as a calendar feed (iCalendar), cancelled ones marked CANCELLED',
    produces: ['text/calendar'],
    response: { 200: icsAnswer },
  };
  app.get('/events.ics', { schema: publicSchema }, async (_request, reply) => {
    // One-off events as events; each series as one RRULE with its exceptions.
    const filter = feedFilter(deps.now());
    const [{ rows }, series] = await Promise.all([
      deps.events.list({ ...filter, noOccurrences: true }),
      deps.eventSeries.forFeed(filter.from ?? filter.now, true, FEED_LIMIT),
    ]);
    return reply
      .header('Content-Type', CALENDAR_CONTENT_TYPE)
      .header('Cache-Control', 'public, max-age=300')
      .send(await calendar(`${deps.content.clubName} events`, rows, series));
  });

  // Calendar services (Google, Outlook) fetch a subscription from their own servers, so its address
  // is the public one (PUBLIC_URL), not whatever address the page happens to be open at.
  const addressSchema = {
    summary: 'The address of the public events feed, on the site’s public address (for subscribe links)',
    response: { 200: calendarFeedAnswer },
  };
  app.get('/events/calendar-feed', { schema: addressSchema }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .send({ url: `${deps.config.publicUrl}/api/events.ics` }),
  );

  const oneSchema = {
    summary:
      'One event as an iCalendar file (members-only events for members); an occurrence of a series gives the whole series (RRULE)',
    params: eventIdParams,
    produces: ['text/calendar'],
    response: { 200: icsAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/events/:id.ics', { schema: oneSchema }, async (request, reply) => {
    const user = await optionalUser(request);
    const viewer = viewerOf(user);
    const row = await visibleEvent(deps, request.params.id, viewer, user);
    const series = row.series_id === null ? [] : await deps.eventSeries.withOccurrences([row.series_id]);
    const body =
      series.length > 0
        ? await calendar(row.title, [], series, viewer === 'member')
        : await calendar(row.title, [row]);
    return reply
      .header('Cache-Control', viewer === 'member' ? 'private, no-store' : 'public, max-age=300')
      .header('Content-Type', CALENDAR_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="event-${row.id}.ics"`)
      .send(body);
  });
}
