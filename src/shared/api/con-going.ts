import { z } from 'zod';
import { CONVENTION_LIMITS, isoDaySchema } from './conventions';

/**
 * Who's going to a con (issue 35, item 2): the contract between features/con-going on the server
 * and conventions/going on the web. A member picks the con's days they attend and, per day, what
 * they wear; one choice of who sees it per con (default: members).
 */

export const CON_GOING_VISIBILITIES = ['public', 'members', 'private'] as const;
export type ConGoingVisibility = (typeof CON_GOING_VISIBILITIES)[number];

export const CON_GOING_LIMITS = { character: 80, series: 80 } as const;

export const CON_GOING_MESSAGES = {
  sameDayTwice: 'Each day once, please.',
  notYourProject: 'Choose one of your own projects.',
} as const;

const shortText = (max: number) => z.string().trim().max(max).default('');

/** One day a member attends and what they wear (empty: not decided). */
export const conGoingDay = z.object({
  day: isoDaySchema,
  character: shortText(CON_GOING_LIMITS.character),
  series: shortText(CON_GOING_LIMITS.series),
  /** One of the member's own projects worn that day (issue 36), or null. */
  projectId: z.number().int().positive().nullable().default(null),
});
export type ConGoingDay = z.infer<typeof conGoingDay>;

/** PUT /api/cons/{slug}/going: the member's whole answer; no days = not going. */
export const conGoingBody = z.object({
  visibility: z.enum(CON_GOING_VISIBILITIES).default('members'),
  days: z
    .array(conGoingDay)
    .max(CONVENTION_LIMITS.maxDays)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, CON_GOING_MESSAGES.sameDayTwice),
});
export type ConGoingRequest = z.input<typeof conGoingBody>;

export const conSlugParams = z.object({ slug: z.string().min(1).max(CONVENTION_LIMITS.slug) });

/** A member the viewer may see on a day. */
export const conGoer = z.object({
  username: z.string(),
  displayName: z.string(),
  character: z.string(),
  series: z.string(),
  /** The project worn, named only when the viewer may see it. */
  project: z.object({ id: z.number(), title: z.string() }).nullable(),
});
export type ConGoer = z.infer<typeof conGoer>;

/** How many of the visible goers wear a series that day (grouped trimmed, case-insensitively). */
export const conSeriesCount = z.object({ series: z.string(), count: z.number().int() });

export const conGoingDayAnswer = z.object({
  day: z.string(),
  /** Only the goers this viewer may see: a hidden member is not even counted. */
  count: z.number().int(),
  series: z.array(conSeriesCount),
  members: z.array(conGoer),
});
export type ConGoingDayAnswer = z.infer<typeof conGoingDayAnswer>;

export const myConGoing = z.object({
  visibility: z.enum(CON_GOING_VISIBILITIES),
  days: z.array(
    z.object({
      day: z.string(),
      character: z.string(),
      series: z.string(),
      projectId: z.number().nullable(),
    }),
  ),
});
export type MyConGoing = z.infer<typeof myConGoing>;

/** GET (and PUT, DELETE) /api/cons/{slug}/going: every day of the con, and the viewer's own answer. */
export const conGoingAnswer = z.object({
  days: z.array(conGoingDayAnswer),
  mine: myConGoing.nullable(),
});
export type ConGoingAnswer = z.infer<typeof conGoingAnswer>;

/** con-going.json in the member's export: every con they said they go to. */
export const exportedConGoing = z.array(
  z.object({
    convention: z.string(),
    slug: z.string(),
    visibility: z.enum(CON_GOING_VISIBILITIES),
    days: z.array(z.object({ day: z.string(), character: z.string(), series: z.string() })),
    updatedAt: z.string(),
  }),
);
export type ExportedConGoing = z.infer<typeof exportedConGoing>;

/** "4 members as Genshin Impact characters" (1 member as …). */
export function seriesLine(series: string, count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'} as ${series} characters`;
}
