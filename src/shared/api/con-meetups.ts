import { z } from 'zod';
import { EVENT_VISIBILITIES } from './events';

/**
 * The club's meetups at a con (issue 35 item 5): events linked to the con and one of its days
 * (the event form's "At a convention"). The contract of GET /api/cons/{slug}/meetups between
 * features/con-meetups on the server and the con page's section on the web.
 */

export const conMeetup = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO 8601 with the con zone's offset. */
  startsAt: z.string(),
  /** "10:30 am" on the con's wall clock. */
  time: z.string(),
  venue: z.string(),
  visibility: z.enum(EVENT_VISIBILITIES),
  /** Live members going. */
  going: z.number().int(),
});
export type ConMeetup = z.infer<typeof conMeetup>;

/** GET /api/cons/{slug}/meetups: coming meetups not cancelled, by day then time. */
export const conMeetupsAnswer = z.object({
  timeZone: z.string(),
  days: z.array(z.object({ day: z.string(), meetups: z.array(conMeetup) })),
});
export type ConMeetupsAnswer = z.infer<typeof conMeetupsAnswer>;
