import { z } from 'zod';
import { isoDaySchema } from './conventions';

/**
 * Recurring events (issue 38 item 2; docs/decisions/0038-recurring-events.md): a series is a rule,
 * its occurrences are events (each with its own page, RSVPs, capacity and comments). The weekday
 * and the day of the month come from the first occurrence's start (in the event's zone).
 */
export const SERIES_FREQUENCIES = [
  'weekly',
  'biweekly',
  'monthly-day',
  'monthly-weekday',
  'monthly-last-weekday',
] as const;
export type SeriesFrequencyName = (typeof SERIES_FREQUENCIES)[number];

export const SERIES_LIMITS = {
  /** At most this many occurrences when ended by a count. */
  maxCount: 260,
  /** An end date at most this many years after the first. */
  maxYears: 5,
  /** Occurrences exist (and show) this far ahead; the hourly sweep moves the window on. */
  horizonDays: 365,
} as const;

export const SERIES_MESSAGES = {
  needsEnd: 'Choose when the series ends: a last date or a number of times.',
  tooMany: `A series can have at most ${SERIES_LIMITS.maxCount} occurrences.`,
  tooFar: `A series can run at most ${SERIES_LIMITS.maxYears} years.`,
  untilBeforeStart: 'The last date must be on or after the first.',
  startsTooLate: 'A series must start within a year.',
  fifthWeekday: 'Not every month has a fifth one of this weekday: choose “last” instead.',
  notLastWeekday: 'The first date must be the last one of its weekday in the month.',
  notAtCon: 'A meetup at a convention cannot repeat.',
  notInSeries: 'This event is not part of a series.',
  needsRepeat: 'Say how the series repeats.',
} as const;

/** How an event repeats (POST /api/events, and PUT with scope following or series). */
export const seriesRepeat = z
  .object({
    frequency: z.enum(SERIES_FREQUENCIES),
    /** The last date (inclusive, YYYY-MM-DD in the event's zone), or null. */
    until: isoDaySchema.nullable().default(null),
    /** How many times in all, or null. */
    count: z
      .number()
      .int()
      .min(1)
      .max(SERIES_LIMITS.maxCount, SERIES_MESSAGES.tooMany)
      .nullable()
      .default(null),
  })
  .refine((r) => (r.until === null) !== (r.count === null), SERIES_MESSAGES.needsEnd);
export type SeriesRepeat = z.output<typeof seriesRepeat>;

/** PUT /api/events/{id}?scope=…: this occurrence alone, it and the later ones, or the whole series. */
export const EDIT_SCOPES = ['this', 'following', 'series'] as const;
export const eventEditQuery = z.object({ scope: z.enum(EDIT_SCOPES).default('this') });

/** The series an event belongs to, as its summary and page show it. */
export const eventSeriesInfo = z.object({
  id: z.number(),
  frequency: z.enum(SERIES_FREQUENCIES),
  firstDate: z.string(),
  untilDate: z.string().nullable(),
  count: z.number().nullable(),
  /** The start the rule gave this occurrence (ISO, in the event's zone), kept when it moves. */
  recurrenceId: z.string(),
  /** Changed on its own: edits of the whole series leave it alone. */
  detached: z.boolean(),
});
export type EventSeriesInfo = z.infer<typeof eventSeriesInfo>;

/** The next few occurrences, on an occurrence's page. */
export const seriesOccurrence = z.object({
  id: z.number(),
  startsAt: z.string(),
  cancelled: z.boolean(),
});
