import { z } from 'zod';
import { STATE_NAMES } from '../constants';
import { CONVENTION_LIMITS, conventionDays, conventionSummarySchema, isoDaySchema } from './conventions';

/**
 * The con pages' own requests and answers (features/conventions): the list, one con's address.
 * Kept beside conventions.ts (the contract every con feature shares) so that file stays theirs.
 */

/** GET /api/cons: the listed cons, upcoming first (see the route's description). */
export const conventionListSchema = z.object({ cons: z.array(conventionSummarySchema) });
export type ConventionList = z.infer<typeof conventionListSchema>;

/** /api/cons/{slug}: anything longer than a slug can be is simply no con. */
export const conventionSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(CONVENTION_LIMITS.slug * 2),
});

export const CONVENTION_PAGE_MESSAGES = {
  datesTogether: 'Give both the first and the last day, or neither.',
  datesOrder: 'The last day cannot be before the first.',
  tooLong: `A convention lasts at most ${CONVENTION_LIMITS.maxDays} days.`,
  website: 'Give the website as an http:// or https:// address, or leave it empty.',
  organisersOnly: 'Only organisers can edit a convention.',
  notSuggested: 'This convention is not waiting for review.',
  noSlug: 'Give the convention a name with letters or digits.',
  busy: 'Many conventions of this name are being added right now: please try again.',
} as const;

const text = (max: number, what: string) =>
  z
    .string({ error: `Give the ${what}.` })
    .trim()
    .max(max, `The ${what} is at most ${max} characters.`);

/** POST /api/cons and PUT /api/cons/{slug}: what organisers (and suggesting members) fill in. */
export const conventionRequest = z
  .object({
    name: text(CONVENTION_LIMITS.name, 'name').min(1, 'Give the name.'),
    venue: text(CONVENTION_LIMITS.venue, 'venue').default(''),
    city: text(CONVENTION_LIMITS.city, 'city').min(1, 'Give the city.'),
    state: z.enum(STATE_NAMES as [string, ...string[]], { error: 'Choose one of the club’s states.' }),
    website: text(CONVENTION_LIMITS.website, 'website')
      .default('')
      .refine(
        (url) => url === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url),
        CONVENTION_PAGE_MESSAGES.website,
      ),
    startsOn: isoDaySchema.nullable().default(null),
    endsOn: isoDaySchema.nullable().default(null),
  })
  .superRefine((con, ctx) => {
    if ((con.startsOn === null) !== (con.endsOn === null)) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CONVENTION_PAGE_MESSAGES.datesTogether });
    } else if (con.startsOn && con.endsOn) {
      if (con.endsOn < con.startsOn)
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CONVENTION_PAGE_MESSAGES.datesOrder });
      else if (conventionDays(con.startsOn, con.endsOn).length > CONVENTION_LIMITS.maxDays)
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CONVENTION_PAGE_MESSAGES.tooLong });
    }
  });
export type ConventionRequest = z.infer<typeof conventionRequest>;

/** POST /api/organisers/cons/{slug}/review: list a suggestion or decline it. */
export const conventionReview = z.object({ decision: z.enum(['list', 'decline']) });
export type ConventionReview = z.infer<typeof conventionReview>;

/** GET /api/organisers/cons/suggestions: waiting suggestions, oldest first, with who suggested them. */
export const conventionSuggestions = z.object({
  suggestions: z.array(conventionSummarySchema.extend({ suggestedBy: z.string() })),
});
export type ConventionSuggestions = z.infer<typeof conventionSuggestions>;
