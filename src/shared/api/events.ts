import { z } from 'zod';
import { STATE_NAMES } from '../constants';
import { positiveIntOr } from './common';
import { CONVENTION_LIMITS, isoDaySchema } from './conventions';
import { eventSeriesInfo, seriesOccurrence, seriesRepeat } from './event-series';

/**
 * Club events (issue 16): meetups, build nights, photoshoots and convention plans, with RSVPs
 * and cosplans. The shapes are the contract between the server (features/events) and the web
 * app (features/events). Times travel as ISO 8601 with the offset of the event's time zone
 * (`2026-03-08T10:00:00-05:00`); the server stores instants.
 */

export const DEFAULT_EVENT_TIME_ZONE = 'America/Chicago';
export const EVENT_VISIBILITIES = ['public', 'members'] as const;
export const RSVP_STATUSES = ['going', 'maybe', 'no'] as const;

export const EVENT_LIMITS = {
  title: 120,
  venue: 120,
  address: 200,
  city: 80,
  url: 500,
  description: 5000,
  cosplan: 200,
  capacity: 10_000,
  /** An event may last at most this long (a convention weekend is 3–4 days). */
  maxDays: 14,
  /** At most this many members in one event's waitlist. */
  waitlist: 500,
} as const;

/** How long a freed seat is held for the next member on the waitlist: the host's choices, in hours. */
export const OFFER_HOURS = [2, 6, 12, 24, 48, 72] as const;
export const DEFAULT_OFFER_HOURS = 24;

export const EVENT_MESSAGES = {
  notFound: 'No such event',
  full: 'This event is full. Choose "maybe" and the host can make room.',
  cancelled: 'This event was cancelled.',
  notYours: 'Only the event’s host or an organiser can change it.',
  endsBeforeStart: 'The event must end after it starts.',
  tooLong: `An event can last at most ${EVENT_LIMITS.maxDays} days.`,
  badTimeZone: 'Choose a time zone from the list (for example America/Chicago).',
  badTime: 'Give the time as a date and time with its offset, e.g. 2026-03-08T10:00:00-05:00.',
  capacityBelowGoing: 'The capacity cannot be lower than the number of members already going.',
  over: 'This event is over.',
  /** A meetup at a con (issue 35 item 5) starts on the con day it names. */
  notOnConDay: 'The start date must be the convention day you chose (in the event’s time zone).',
  /** The cosplan names a project (issue 36 item 4): it must be one of the member's own. */
  notYourProject: 'Choose one of your own projects.',
  /** Waitlists (issue 38 item 3). */
  offerHours: `Choose how long a place is held: ${OFFER_HOURS.join(', ')} hours.`,
  waitlistFull: 'The waitlist of this event is full.',
  noOffer: 'You have no place on offer at this event: the offer was declined or lapsed.',
  notInLine: 'You are not on the waitlist of this event.',
  noEntry: 'No such place on this waitlist.',
  /** An event goes into a group only by one of its active members (issue 38). */
  groupMembersOnly: 'Only the group’s members can hold its events.',
} as const;

/** An IANA zone name the runtime knows ('America/Chicago'); checked by the server with Intl. */
export const timeZoneName = z.string().trim().min(1).max(64);

/** ISO 8601 with an offset or Z: what the API accepts and answers. */
export const isoInstant = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, EVENT_MESSAGES.badTime);

const optionalText = (max: number) => z.string().trim().max(max).default('');
const eventUrl = z
  .string()
  .trim()
  .max(EVENT_LIMITS.url)
  .refine(
    (u) => u === '' || /^https?:\/\/[^\s]+$/i.test(u),
    'The website must start with https:// or http://',
  )
  .default('');

/**
 * POST /api/events and PUT /api/events/{id} (JSON). POST answers 201 `createdEvent`; PUT, DELETE
 * (cancel), PUT …/rsvp and PUT/DELETE …/cover answer 200 with the event as the caller now sees
 * it (`eventDetail`).
 */
export const eventBody = z.object({
  title: z.string().trim().min(1, 'Give the event a title.').max(EVENT_LIMITS.title),
  startsAt: isoInstant,
  endsAt: isoInstant,
  timeZone: timeZoneName.default(DEFAULT_EVENT_TIME_ZONE),
  venue: optionalText(EVENT_LIMITS.venue),
  address: optionalText(EVENT_LIMITS.address),
  city: optionalText(EVENT_LIMITS.city),
  /** One of the club's 12 states, or '' for none (an online event, a convention elsewhere). */
  state: z
    .string()
    .trim()
    .refine((s) => s === '' || STATE_NAMES.includes(s), 'Choose one of the club’s states, or none.')
    .default(''),
  url: eventUrl,
  /** Plain text; links are made clickable by the web app, never rendered as HTML. */
  description: optionalText(EVENT_LIMITS.description),
  visibility: z.enum(EVENT_VISIBILITIES).default('public'),
  capacity: z.number().int().min(1).max(EVENT_LIMITS.capacity).nullable().default(null),
  /** When the event is full: how long a freed seat is held for the next member on the waitlist. */
  offerHours: z
    .number()
    .int()
    .refine((h) => (OFFER_HOURS as readonly number[]).includes(h), EVENT_MESSAGES.offerHours)
    .default(DEFAULT_OFFER_HOURS),
  /**
   * A meetup at a con: the listed con (by slug, with dates) and one of its days, on which the
   * event starts in its own zone. Null (or left out) for any other event: an edit without it
   * unlinks the event, as every field of PUT is the whole event.
   */
  convention: z
    .object({
      slug: z
        .string()
        .trim()
        .min(1, 'Choose a convention.')
        .max(CONVENTION_LIMITS.slug * 2),
      day: isoDaySchema,
    })
    .nullable()
    .default(null),
  /** How it repeats (event-series.ts), or null for a one-off event. */
  repeat: seriesRepeat.nullable().default(null),
  /**
   * The group it is an event of (its id; issue 38): only an active member of the group may put
   * an event in it (404 for a group they may not open). Null for a club-wide event. Left out: a
   * new event is club-wide, and an edit keeps the event's group (the event form does not send it).
   */
  groupId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
});
export type EventRequest = z.input<typeof eventBody>;
export type EventInput = z.output<typeof eventBody>;

export const eventIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const createdEvent = z.object({ id: z.number() });

/**
 * A member as an event shows them: linked to their profile. A host whose profile is members-only
 * is shown to visitors as username '' (no link), displayName 'A club member', thumbnail ''.
 */
export const eventPerson = z.object({
  username: z.string(),
  displayName: z.string(),
  /** Their profile thumbnail, or '' for the placeholder avatar. */
  thumbnail: z.string(),
});
export type EventPerson = z.infer<typeof eventPerson>;

/** The keys of the request, as they were saved, plus what the server knows. */
export const eventSummary = z.object({
  id: z.number(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  venue: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  url: z.string(),
  description: z.string(),
  visibility: z.enum(EVENT_VISIBILITIES),
  capacity: z.number().nullable(),
  offerHours: z.number(),
  /** The cover photo's address, or '' when there is none. */
  cover: z.string(),
  host: eventPerson,
  /** When it was cancelled (ISO), or null. A cancelled event stays readable so shared links work. */
  cancelledAt: z.string().nullable(),
  going: z.number(),
  maybe: z.number(),
  /** The con it is a meetup at, and the day (YYYY-MM-DD); null for any other event. */
  convention: z.object({ slug: z.string(), name: z.string(), day: z.string() }).nullable(),
  /** The series it is an occurrence of (issue 38), or null / left out for a one-off event. */
  series: eventSeriesInfo.nullable().optional(),
  /** The group it is an event of ("A Kansas City Chapter event"), or null for a club-wide one. */
  group: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** A project worn, named only when the viewer may see it. */
export const wornProject = z.object({ id: z.number(), title: z.string() });

export const attendee = eventPerson.extend({
  status: z.enum(['going', 'maybe']),
  cosplan: z.string(),
  photoshoot: z.boolean(),
  project: wornProject.nullable(),
});
export type Attendee = z.infer<typeof attendee>;

export const myRsvp = z.object({
  status: z.enum(RSVP_STATUSES),
  cosplan: z.string(),
  photoshoot: z.boolean(),
  /** The member's project worn (its id), or null. */
  projectId: z.number().nullable(),
});
export type MyRsvp = z.infer<typeof myRsvp>;

/** GET /api/events/{id}: the event, who is coming, and the caller's own answer. */
export const eventDetail = eventSummary.extend({
  attendees: z.array(attendee),
  /** Going or maybe, but not listed (unlisted or members-only profiles seen by a visitor): "N more members". */
  hiddenAttendees: z.number(),
  /** The signed-in caller's RSVP, or null (also for visitors). */
  myRsvp: myRsvp.nullable(),
  /** Whether the caller may edit or cancel it (its host, or an organiser). */
  canEdit: z.boolean(),
  /** An occurrence's page: the series' next occurrences from now (skipped ones marked). */
  seriesNext: z.array(seriesOccurrence).optional(),
  /** Its waitlist: live members waiting, and those holding an offer (each holds a seat). */
  waitlist: z.object({ waiting: z.number(), offered: z.number() }),
  /**
   * The caller's place on the waitlist (1: next in line), or null: 'offered' holds a seat for them
   * until `offeredUntil` (ISO, in the event's zone), to accept or decline.
   */
  myWaitlist: z
    .object({
      place: z.number(),
      state: z.enum(['waiting', 'offered']),
      offeredUntil: z.string().nullable(),
      /** The answer kept for when the seat is theirs. */
      cosplan: z.string(),
      photoshoot: z.boolean(),
      projectId: z.number().nullable(),
    })
    .nullable(),
});
export type EventDetail = z.infer<typeof eventDetail>;

/** GET /api/events: upcoming (and ongoing) first by start; `past=true` lists past ones, newest first. */
export const eventsQuery = z.object({
  from: isoInstant.optional().catch(undefined),
  to: isoInstant.optional().catch(undefined),
  state: z
    .string()
    .optional()
    .catch(undefined)
    .transform((s) => (s && STATE_NAMES.includes(s) ? s : undefined)),
  past: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => v === 'true'),
  page: positiveIntOr(1),
  limit: positiveIntOr(20).transform((n) => Math.min(n, 100)),
});

export const eventsPage = z.object({ events: z.array(eventSummary), total: z.number() });
export type EventsPage = z.infer<typeof eventsPage>;

/** GET /api/events/states: per club state with coming public events, how many and the next. */
export const eventStates = z.object({
  results: z.array(
    z.object({
      state: z.string(),
      count: z.number(),
      next: z.object({ id: z.number(), title: z.string(), startsAt: z.string(), timeZone: z.string() }),
    }),
  ),
});
export type EventStates = z.infer<typeof eventStates>;

/** PUT /api/events/{id}/rsvp (JSON). */
export const rsvpBody = z.object({
  status: z.enum(RSVP_STATUSES),
  cosplan: z.string().trim().max(EVENT_LIMITS.cosplan).default(''),
  photoshoot: z.boolean().default(false),
  /** One of the member's own projects as the cosplan (issue 36), or null. */
  projectId: z.number().int().positive().nullable().default(null),
});
export type RsvpRequest = z.input<typeof rsvpBody>;

/** PUT /api/events/{id}/waitlist/{entryId} (JSON): the host moves an entry to a place (1 = first). */
export const waitlistEntryParams = eventIdParams.extend({
  entryId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const waitlistMoveBody = z.object({
  position: z.number().int().min(1, 'Give a place of 1 or more.').max(EVENT_LIMITS.waitlist),
});

/** GET /api/events/{id}/waitlist (its host or an organiser): the line in order. */
export const waitlistLine = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      place: z.number(),
      state: z.enum(['waiting', 'offered']),
      /** ISO with the event's offset, while offered. */
      offeredUntil: z.string().nullable(),
      /** Unlisted members, and members with a block between them and the viewer: unnamed. */
      member: eventPerson,
    }),
  ),
});
export type WaitlistLine = z.infer<typeof waitlistLine>;

/** GET /api/me/calendar-feed and POST (a new secret address; the old one stops working). */
export const calendarFeedAnswer = z.object({ url: z.string() });

/** The multipart field of PUT /api/events/{id}/cover. */
export const EVENT_COVER_FIELD = 'image';

/**
 * GET /api/groups/{slug}/events (issue 38): a group's events, for whoever may open the group (404
 * otherwise, as for no group): upcoming and ongoing by start, or `past=true` newest first.
 */
export const groupEventsQuery = z.object({
  past: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => v === 'true'),
  page: positiveIntOr(1),
  limit: positiveIntOr(20).transform((n) => Math.min(n, 100)),
});
