import { z } from 'zod';
import { eventSummary } from './events';

/** An event as the message of the day lists it: enough for a row (when, where, how many going). */
export const motdEvent = eventSummary.pick({
  id: true,
  title: true,
  startsAt: true,
  endsAt: true,
  timeZone: true,
  venue: true,
  city: true,
  state: true,
  cancelledAt: true,
  going: true,
});
export type MotdEvent = z.infer<typeof motdEvent>;

export const myEventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10).catch(3).default(3),
});

/** GET /api/me/events: the coming (and ongoing) events the caller is going to, soonest first. */
export const myEventsAnswer = z.object({ events: z.array(motdEvent), total: z.number() });
export type MyEventsAnswer = z.infer<typeof myEventsAnswer>;
