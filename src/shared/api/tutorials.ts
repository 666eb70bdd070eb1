import { z } from 'zod';
import { materialRow, patchOf, projectPhoto, projectVisibility, technique } from './projects';
import { reactionSummary } from './reactions';

/**
 * Tutorials (issue 36 item 6): "publish as tutorial" turns chosen log entries of a project into an
 * ordered step-by-step page with the plan's materials. The contract between
 * features/project-tutorials on the server and features/tutorials on the web.
 */

export const TUTORIAL_LIMITS = {
  title: 120,
  intro: 5_000,
  stepTitle: 120,
  stepBody: 10_000,
  steps: 60,
  stepPhotos: 12,
} as const;

export const TUTORIAL_MESSAGES = {
  notFound: 'No such tutorial.',
  stepNotFound: 'No such step.',
  notYours: 'Only the project’s maker changes its tutorial.',
  exists: 'This project already has a tutorial: edit it instead.',
  titleRequired: 'Give the tutorial a title.',
  noEntries: 'Choose at least one log entry for the steps.',
  notThisProject: 'Choose log entries and photos of this project.',
  tooManySteps: `A tutorial has at most ${TUTORIAL_LIMITS.steps} steps.`,
  badOrder: 'Send every step of the tutorial once, in the new order.',
} as const;

/** The measurement calculators a step can point to (/measurements#<id>). */
export const TUTORIAL_CALCULATORS = ['circle', 'triangle', 'rectangle', 'electronics', 'led'] as const;
export const tutorialCalculator = z.enum(TUTORIAL_CALCULATORS, { error: 'Choose one of the calculators.' });
export type TutorialCalculator = z.infer<typeof tutorialCalculator>;
export const CALCULATOR_LABELS: Record<TutorialCalculator, string> = {
  circle: 'Circle',
  triangle: 'Triangle',
  rectangle: 'Rectangle',
  electronics: 'Electronics',
  led: 'LED Series Resistor',
};

const title = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `Keep the title under ${max} characters.`);
const markdown = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max.toLocaleString('en-US')} characters.`);

/** POST /api/projects/{id}/tutorial: a draft from chosen entries, oldest entry first. */
export const createTutorialBody = z.object({
  title: title(TUTORIAL_LIMITS.title, TUTORIAL_MESSAGES.titleRequired),
  intro: markdown(TUTORIAL_LIMITS.intro, 'introduction').default(''),
  entryIds: z
    .array(z.number().int().positive())
    .min(1, TUTORIAL_MESSAGES.noEntries)
    .max(TUTORIAL_LIMITS.steps, TUTORIAL_MESSAGES.tooManySteps),
});
export type CreateTutorialRequest = z.input<typeof createTutorialBody>;

/** PATCH /api/tutorials/{id}: any of them; `published` true publishes (keeps the first date), false takes it back to a draft. */
export const updateTutorialBody = z
  .object({
    title: title(TUTORIAL_LIMITS.title, TUTORIAL_MESSAGES.titleRequired),
    intro: markdown(TUTORIAL_LIMITS.intro, 'introduction'),
    published: z.boolean(),
  })
  .partial();

/** POST /api/tutorials/{id}/steps (a blank step at the end, or from an entry); PATCH …/steps/{stepId} (any of them). */
export const stepBody = z.object({
  title: z.string().trim().max(TUTORIAL_LIMITS.stepTitle).default(''),
  body: markdown(TUTORIAL_LIMITS.stepBody, 'step'),
  calculator: tutorialCalculator.nullable().default(null),
  /** The project's photos shown with the step, in order. */
  photoIds: z.array(z.string().max(40)).max(TUTORIAL_LIMITS.stepPhotos).default([]),
});
/** Defaults dropped: a PATCH of one field leaves the others as they are. */
export const updateStepBody = patchOf(stepBody);

/** PUT /api/tutorials/{id}/order: every step id once, in the new order. */
export const stepOrderBody = z.object({
  stepIds: z.array(z.number().int().positive()).max(TUTORIAL_LIMITS.steps),
});

export const tutorialIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const tutorialStepParams = tutorialIdParams.extend({
  stepId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /api/tutorials?calculator=: published tutorials the viewer may see, newest first (20). */
export const tutorialListQuery = z.object({
  calculator: tutorialCalculator.optional().catch(undefined),
  technique: technique.optional().catch(undefined),
});

// ----- answers -----

export const tutorialStep = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  /** Markdown source (for editing) and sanitised HTML (for showing). */
  body: z.string(),
  html: z.string(),
  calculator: tutorialCalculator.nullable(),
  /** The log entry it came from, while it exists. */
  entryId: z.number().nullable(),
  photos: z.array(projectPhoto),
});
export type TutorialStep = z.infer<typeof tutorialStep>;

/** GET /api/tutorials/{id} (also the answer of every write). Others see only published ones. */
export const tutorialAnswer = z.object({
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  introHtml: z.string(),
  published: z.boolean(),
  publishedAt: z.number().nullable(),
  updatedAt: z.number(),
  project: z.object({
    id: z.number(),
    title: z.string(),
    character: z.string(),
    series: z.string(),
    visibility: projectVisibility,
    cover: projectPhoto.nullable(),
  }),
  maker: z.object({ username: z.string(), name: z.string() }),
  /** The plan's materials, as the tutorial's "You will need". */
  materials: z.array(materialRow),
  techniques: z.array(technique),
  steps: z.array(tutorialStep),
  mine: z.boolean(),
  /** Reactions given to the tutorial (issue 37): counts, and whether the viewer gave each. */
  reactions: reactionSummary,
});
export type TutorialAnswer = z.infer<typeof tutorialAnswer>;

export const tutorialSummary = z.object({
  id: z.number(),
  title: z.string(),
  maker: z.object({ username: z.string(), name: z.string() }),
  cover: projectPhoto.nullable(),
  steps: z.number(),
  publishedAt: z.number(),
});
export type TutorialSummary = z.infer<typeof tutorialSummary>;

export const tutorialListAnswer = z.object({ tutorials: z.array(tutorialSummary) });
export type TutorialList = z.infer<typeof tutorialListAnswer>;
