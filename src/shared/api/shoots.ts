import { z } from 'zod';
import { isoDaySchema } from './conventions';

/**
 * Photoshoot slots at a con (issue 35 item 4): the contract between features/con-shoots on the
 * server and features/conventions/shoots on the web. Times of day are the con's local wall clock
 * ("HH:MM" in its state's zone); the server turns them into instants.
 */

export const SHOOT_LIMITS = {
  /** Slots one request may make. */
  maxSlots: 60,
  place: 120,
  notes: 500,
  minLength: 5,
  maxLength: 240,
  maxGap: 240,
  /** Dollars. */
  maxPrice: 10_000,
} as const;

export const SHOOT_MESSAGES = {
  notFound: 'No such photoshoot slot.',
  photographersOnly: 'Only members with the Photographer role publish photoshoot slots.',
  tooMany: `That makes more than ${SHOOT_LIMITS.maxSlots} slots: publish fewer at once.`,
  none: 'Those times make no slot: the end must leave room for one slot.',
  overlap: 'These slots overlap slots you already published.',
  past: 'That time has passed.',
  taken: 'Someone just booked this slot.',
  own: 'This is your own slot.',
  clash: 'You already have a photoshoot booked at that time.',
  notYours: 'Only the photographer or the member who booked it can cancel this booking.',
  notBooked: 'This slot is not booked.',
  cancelFirst: 'This slot is booked: cancel the booking first.',
  removeNotYours: 'Only its photographer removes a slot.',
} as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the time as HH:MM.');

/** POST /api/cons/{slug}/shoots: a run of slots on one con day. */
export const publishShootsBody = z.object({
  day: isoDaySchema,
  from: clockTime,
  until: clockTime,
  lengthMinutes: z.number().int().min(SHOOT_LIMITS.minLength).max(SHOOT_LIMITS.maxLength),
  gapMinutes: z.number().int().min(0).max(SHOOT_LIMITS.maxGap),
  place: z.string().trim().max(SHOOT_LIMITS.place).default(''),
  /** In dollars; 0 or null: free. */
  price: z.number().min(0).max(SHOOT_LIMITS.maxPrice).nullable().default(null),
  notes: z.string().trim().max(SHOOT_LIMITS.notes).default(''),
});
export type PublishShootsRequest = z.input<typeof publishShootsBody>;

/** Start minutes (after midnight, wall clock) of each slot a run makes; more than max: too many. */
export function slotStarts(from: string, until: string, length: number, gap: number, max = 1000): number[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const end = minutes(until);
  const starts: number[] = [];
  for (let at = minutes(from); at + length <= end && starts.length <= max; at += length + gap)
    starts.push(at);
  return starts;
}

/** "10:30 am" for a minute of the day. */
export function clockLabel(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

export const shootPerson = z.object({ username: z.string(), displayName: z.string() });

export const shootSlot = z.object({
  id: z.number().int(),
  day: z.string(),
  /** ISO 8601 with the con zone's offset. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** "10:30 am", the con's wall clock. */
  time: z.string(),
  place: z.string(),
  priceCents: z.number().int(),
  notes: z.string(),
  /** free; booked (by someone else); yours (the viewer booked it). */
  state: z.enum(['free', 'booked', 'yours']),
  /** Who booked it: shown only to its photographer (and the booker sees 'yours'). */
  bookedBy: shootPerson.nullable(),
});
export type ShootSlot = z.infer<typeof shootSlot>;

export const shootPhotographer = shootPerson.extend({ slots: z.array(shootSlot) });
export type ShootPhotographer = z.infer<typeof shootPhotographer>;

/** GET /api/cons/{slug}/shoots. */
export const conShootsAnswer = z.object({
  timeZone: z.string(),
  /** The viewer has the Photographer role (may publish). */
  canPublish: z.boolean(),
  viewer: z.string().nullable(),
  days: z.array(z.object({ day: z.string(), photographers: z.array(shootPhotographer) })),
});
export type ConShootsAnswer = z.infer<typeof conShootsAnswer>;

export const publishShootsAnswer = z.object({ slots: z.array(shootSlot) });
export const shootIdParams = z.object({ id: z.coerce.number().int().min(1).max(999_999_999) });
export const conSlugParams = z.object({ slug: z.string().max(60) });
