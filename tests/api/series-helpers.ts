import type { FastifyInstance } from 'fastify';
import type { SeriesRepeat } from '../../src/shared/api/event-series';
import type { EventRequest, EventsPage } from '../../src/shared/api/events';
import { createEvent, eventFields } from './event-helpers';
import { bearer } from './helpers';

/** Makes a series (POST /api/events with repeat) and answers its first occurrence's id. */
export function createSeries(
  app: FastifyInstance,
  token: string,
  repeat: Partial<SeriesRepeat>,
  fields: Partial<EventRequest> = {},
): Promise<number> {
  return createEvent(app, token, {
    ...fields,
    repeat: { frequency: 'weekly', until: null, count: null, ...repeat },
  });
}

/** Every occurrence of the series the viewer sees between two instants (the month view's query). */
export async function occurrencesOf(
  app: FastifyInstance,
  seriesId: number,
  from: string,
  to: string,
  token?: string,
) {
  const out: EventsPage['events'] = [];
  for (let page = 1; ; page += 1) {
    const res = await app.inject({
      url: `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=100&page=${page}`,
      headers: token ? bearer(token) : {},
    });
    const body = res.json() as EventsPage;
    out.push(...body.events.filter((e) => e.series?.id === seriesId));
    if (page * 100 >= body.total) return out;
  }
}

/** PUT /api/events/{id}?scope=… */
export function editScoped(
  app: FastifyInstance,
  id: number,
  token: string,
  scope: 'this' | 'following' | 'series',
  fields: Partial<EventRequest>,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/events/${id}?scope=${scope}`,
    payload: eventFields(fields),
    headers: bearer(token),
  });
}
