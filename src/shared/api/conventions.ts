import { z } from 'zod';
import { STATE_NAMES } from '../constants';

/**
 * Conventions (issue 35): the contract between the server (features/conventions) and the web app
 * (features/conventions). A con's days are calendar dates (YYYY-MM-DD) in its own state, null
 * until organisers set the year's dates. Who's going, group cosplays and photoshoot slots hang off
 * a con and one of its days (features/con-going, con-groups, con-shoots).
 */

export const CONVENTION_STATUSES = ['listed', 'suggested', 'declined'] as const;
export type ConventionStatus = (typeof CONVENTION_STATUSES)[number];

export const CONVENTION_LIMITS = {
  name: 120,
  venue: 120,
  city: 80,
  website: 300,
  slug: 60,
  maxDays: 7,
} as const;

export const CONVENTION_MESSAGES = {
  notFound: 'No such convention',
  notADay: 'Choose one of the convention’s days.',
  noDates: 'This convention’s dates are not set yet.',
} as const;

/** A calendar date as the API carries it. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD.')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    {
      message: 'That day does not exist.',
    },
  );

/** A con as lists show it. `days`: every date from the first to the last (empty: dates not set). */
export const conventionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  venue: z.string(),
  city: z.string(),
  state: z.enum(STATE_NAMES as [string, ...string[]]),
  website: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  days: z.array(z.string()),
  status: z.enum(CONVENTION_STATUSES),
});
export type ConventionSummary = z.infer<typeof conventionSummarySchema>;

/** GET /api/cons/{slug}. The sections of the page (going, groups, shoots) have their own reads. */
export const conventionDetailSchema = conventionSummarySchema;
export type ConventionDetail = z.infer<typeof conventionDetailSchema>;

/** Every date from `startsOn` to `endsOn`, both included (none when either is null). */
export function conventionDays(startsOn: string | null, endsOn: string | null): string[] {
  if (!startsOn || !endsOn) return [];
  const days: string[] = [];
  const last = Date.parse(`${endsOn}T00:00:00Z`);
  for (let at = Date.parse(`${startsOn}T00:00:00Z`); at <= last && days.length < 31; at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
