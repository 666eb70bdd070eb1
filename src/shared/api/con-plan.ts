import { z } from 'zod';
import { conventionSummarySchema } from './conventions';
import { shootPerson } from './shoots';

/**
 * A member's day plan at a con (issue 35 item 7): the contract between features/con-plan on the
 * server and on the web. Only the member's own things; times are the con's wall clock.
 */

/** The API path the page reads, and the service worker keeps for offline reading. */
export const conPlanPath = (slug: string) => `/me/cons/${encodeURIComponent(slug)}/plan`;

/** One thing on a day: a shoot they booked, one they photograph, a group cosplay or a meetup. */
export const conPlanItem = z.object({
  kind: z.enum(['shoot', 'photographing', 'group', 'meetup']),
  /** ISO 8601 with the con zone's offset; null for a group (no time). */
  startsAt: z.string().nullable(),
  /** "10:30 am" and "11:00 am"; null for a group. */
  time: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The shoot's place, or the meetup's venue. */
  place: z.string(),
  /** A booked shoot's price in cents (0: free); null otherwise. */
  priceCents: z.number().int().nullable(),
  /** The photographer (shoot) or who booked (photographing; "A member" when they cannot be shown). */
  person: shootPerson.nullable(),
  group: z
    .object({
      id: z.number().int(),
      title: z.string(),
      series: z.string(),
      /** The character they claimed; null for a lead without a claim. */
      character: z.string().nullable(),
      pending: z.boolean(),
      lead: z.boolean(),
    })
    .nullable(),
  /** A meetup they are going to (an event linked to the con and the day); null otherwise. */
  meetup: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ConPlanItem = z.infer<typeof conPlanItem>;

export const conPlanDay = z.object({
  /** One of the con's days; null: "Any day" (groups for the whole con, on no day they go). */
  day: z.string().nullable(),
  cosplan: z.object({ character: z.string(), series: z.string() }).nullable(),
  /** The photographer's own slots still free that day (not listed one by one). */
  freeSlots: z.number().int(),
  /** By time; items without a time after those with one. */
  items: z.array(conPlanItem),
});
export type ConPlanDay = z.infer<typeof conPlanDay>;

/** GET /api/me/cons/{slug}/plan. */
export const conPlanAnswer = z.object({
  con: conventionSummarySchema,
  timeZone: z.string(),
  days: z.array(conPlanDay),
});
export type ConPlanAnswer = z.infer<typeof conPlanAnswer>;
