import { z } from 'zod';
import { formFile } from './forms';
import { reactionSummary } from './reactions';

/**
 * Costume projects (issue 36): a build's plan, its log and its place in the member's portfolio.
 * The contract between features/projects on the server and features/projects on the web.
 * Money is whole cents; dates are the member's calendar days (YYYY-MM-DD).
 */

export const PROJECT_LIMITS = {
  title: 120,
  character: 120,
  series: 120,
  description: 2_000,
  /** Rows of each plan list (references, components, materials, tasks) in one project. */
  planRows: 200,
  planName: 200,
  shop: 200,
  url: 500,
  /** A log entry's Markdown source. */
  entryBody: 10_000,
  /** Photos in one log entry, and in one project in all. */
  entryPhotos: 12,
  projectPhotos: 600,
  alt: 500,
  credit: 200,
  /** Projects one member keeps. */
  projects: 200,
  /** Largest money amount, in cents ($1,000,000). */
  cents: 100_000_000,
  /** Largest estimate or time spent, in minutes (500 hours). */
  minutes: 30_000,
  quantity: 100_000,
} as const;

export const PROJECT_MESSAGES = {
  notFound: 'No such project.',
  entryNotFound: 'No such log entry.',
  rowNotFound: 'No such item in this plan.',
  photoNotFound: 'No such photo.',
  notYours: 'Only the project’s maker changes it.',
  titleRequired: 'Give the project a name.',
  tooManyProjects: `You keep at most ${PROJECT_LIMITS.projects} projects.`,
  planFull: `A plan list holds at most ${PROJECT_LIMITS.planRows} items.`,
  entryPhotosFull: `A log entry holds at most ${PROJECT_LIMITS.entryPhotos} photos.`,
  projectPhotosFull: `A project holds at most ${PROJECT_LIMITS.projectPhotos} photos.`,
  altRequired: 'Describe the photo (alt text) before it is published.',
  noSuchCon: 'No such convention.',
  notYourPhoto: 'That photo is not one of this project’s.',
  badUrl: 'Links start with https:// or http://.',
  badDate: 'Dates look like 2026-05-23.',
} as const;

/** What a project makes. */
export const PROJECT_KINDS = ['costume', 'prop', 'armour', 'wig', 'accessory', 'makeup', 'other'] as const;
export const projectKind = z.enum(PROJECT_KINDS, { error: 'Choose what the project makes.' });
export type ProjectKind = z.infer<typeof projectKind>;
export const PROJECT_KIND_LABELS: Record<ProjectKind, string> = {
  costume: 'Costume',
  prop: 'Prop',
  armour: 'Armour',
  wig: 'Wig',
  accessory: 'Accessory',
  makeup: 'Make-up',
  other: 'Other',
};

export const PROJECT_STATUSES = ['planning', 'building', 'done'] as const;
export const projectStatus = z.enum(PROJECT_STATUSES, { error: 'Choose planning, building or done.' });
export type ProjectStatus = z.infer<typeof projectStatus>;
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  building: 'Building',
  done: 'Done',
};

/** Who sees a project, its log and its photos. `private`: only its maker. */
export const PROJECT_VISIBILITIES = ['everyone', 'members', 'private'] as const;
export const projectVisibility = z.enum(PROJECT_VISIBILITIES, { error: 'Choose who sees the project.' });
export type ProjectVisibility = z.infer<typeof projectVisibility>;
export const PROJECT_VISIBILITY_LABELS: Record<ProjectVisibility, string> = {
  everyone: 'Everyone',
  members: 'Members',
  private: 'Only me',
};

/** The club's shared list of techniques a log entry names (filterable on /projects). */
export const TECHNIQUES = [
  'eva-foam',
  'worbla',
  'sewing',
  '3d-printing',
  'resin',
  'wig-styling',
  'electronics',
  'painting',
  'moulding',
  'leatherwork',
  'makeup',
  'embroidery',
] as const;
export const technique = z.enum(TECHNIQUES, { error: 'Choose techniques from the club’s list.' });
export type Technique = z.infer<typeof technique>;
export const TECHNIQUE_LABELS: Record<Technique, string> = {
  'eva-foam': 'EVA foam',
  worbla: 'Worbla',
  sewing: 'Sewing',
  '3d-printing': '3D printing',
  resin: 'Resin',
  'wig-styling': 'Wig styling',
  electronics: 'Electronics',
  painting: 'Painting',
  moulding: 'Moulding and casting',
  leatherwork: 'Leatherwork',
  makeup: 'Make-up',
  embroidery: 'Embroidery',
};

export const COMPONENT_STATUSES = ['todo', 'building', 'done'] as const;
export const componentStatus = z.enum(COMPONENT_STATUSES, { error: 'Choose to do, building or done.' });
export type ComponentStatus = z.infer<typeof componentStatus>;

/** A material's way from the list to the workbench. */
export const MATERIAL_STATUSES = ['needed', 'ordered', 'arrived', 'owned'] as const;
export const materialStatus = z.enum(MATERIAL_STATUSES, {
  error: 'Choose needed, ordered, arrived or owned.',
});
export type MaterialStatus = z.infer<typeof materialStatus>;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max.toLocaleString('en-US')} characters.`);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, PROJECT_MESSAGES.badDate);
const cents = z.number().int('Amounts are whole cents.').min(0).max(PROJECT_LIMITS.cents);
const minutes = z.number().int('Times are whole minutes.').min(0).max(PROJECT_LIMITS.minutes);
const webUrl = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.url)
  .regex(/^https?:\/\/[^\s]+$/i, PROJECT_MESSAGES.badUrl);

/**
 * A PATCH body: the same fields, each optional, none filled in with its default. (zod's own
 * `.partial()` keeps the defaults, so a PATCH of one field would reset every other one.)
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] };
  return z.object(shape).partial();
}

/** POST /api/projects (all fields); PATCH /api/projects/{id} (any of them). */
export const projectFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, PROJECT_MESSAGES.titleRequired)
    .max(PROJECT_LIMITS.title, `Keep the name under ${PROJECT_LIMITS.title} characters.`),
  character: text(PROJECT_LIMITS.character, 'character').default(''),
  series: text(PROJECT_LIMITS.series, 'series').default(''),
  kind: projectKind.default('costume'),
  status: projectStatus.default('planning'),
  visibility: projectVisibility.default('members'),
  description: text(PROJECT_LIMITS.description, 'description').default(''),
  /** The con the build is for (its slug), which sets the target date; or null. */
  conSlug: z.string().trim().max(200).nullable().default(null),
  /** A target day when there is no con (ignored when conSlug is set). */
  targetDate: day.nullable().default(null),
  budgetCents: cents.nullable().default(null),
  /** One of the project's photos, or null for none. */
  coverPhotoId: z.string().max(40).nullable().default(null),
});
export const createProjectBody = projectFields.omit({ coverPhotoId: true });
export type CreateProjectRequest = z.input<typeof createProjectBody>;
export const updateProjectBody = patchOf(projectFields);
export type UpdateProjectRequest = z.input<typeof updateProjectBody>;

/** Row ids are 32-bit integers on both databases: a larger one is bad input (400), never a 500. */
const rowId = z.coerce.number().int().positive().max(2_147_483_647);
export const projectIdParams = z.object({ id: rowId });
/** Plan rows and log entries are addressed by their own id under the project. */
export const projectRowParams = z.object({ id: rowId, rowId });
/** Photo ids are 22 url-safe characters; anything else is simply not found (404). */
export const projectPhotoParams = z.object({ photoId: z.string().max(40) });
export const isProjectPhotoId = (id: string) => /^[A-Za-z0-9_-]{22}$/.test(id);

/** POST /api/projects/{id}/references, PATCH …/references/{rowId} */
export const referenceBody = z.object({
  url: webUrl,
  note: text(PROJECT_LIMITS.planName, 'note').default(''),
});
/** POST /api/projects/{id}/components, PATCH …/components/{rowId} */
export const componentBody = z.object({
  name: z.string().trim().min(1, 'Name the part.').max(PROJECT_LIMITS.planName),
  status: componentStatus.default('todo'),
});
/** POST /api/projects/{id}/materials, PATCH …/materials/{rowId} */
export const materialBody = z.object({
  name: z.string().trim().min(1, 'Name the material.').max(PROJECT_LIMITS.planName),
  status: materialStatus.default('needed'),
  /** How many (1.5 yards: 1.5), and in what unit ('' for pieces). */
  quantity: z.number().positive('Quantities are above 0.').max(PROJECT_LIMITS.quantity).default(1),
  unit: text(40, 'unit').default(''),
  /** The price of one unit; the line costs quantity × unit price (rounded to the cent). */
  unitCostCents: cents.default(0),
  shop: text(PROJECT_LIMITS.shop, 'shop').default(''),
  /** A link to the product or shop, or ''. */
  url: z.union([webUrl, z.literal('')]).default(''),
});
/** POST /api/projects/{id}/tasks, PATCH …/tasks/{rowId} */
export const taskBody = z.object({
  title: z.string().trim().min(1, 'Say what the task is.').max(PROJECT_LIMITS.planName),
  estimateMinutes: minutes.default(0),
  done: z.boolean().default(false),
});
export const planPatch = {
  references: patchOf(referenceBody),
  components: patchOf(componentBody),
  materials: patchOf(materialBody),
  tasks: patchOf(taskBody),
} as const;
export type PlanList = keyof typeof planPatch;
export const PLAN_LISTS: readonly PlanList[] = ['references', 'components', 'materials', 'tasks'];

/** POST /api/projects/{id}/entries; PATCH …/entries/{rowId} (any of them). */
export const entryBody = z.object({
  /** The day the work was done. */
  date: day,
  /** Markdown: paragraphs, lists, links, bold and italics; anything else shows as typed. */
  body: text(PROJECT_LIMITS.entryBody, 'entry').default(''),
  minutesSpent: minutes.default(0),
  techniques: z.array(technique).max(TECHNIQUES.length).default([]),
});
export type EntryRequest = z.input<typeof entryBody>;
export const entryPatch = patchOf(entryBody);

export const PROJECT_PHOTO_FIELD = 'photo';
/**
 * POST /api/projects/{id}/photos: one photo per request (the page shows each one's progress).
 * `entryId` puts it in a log entry; `reference` marks a reference image; otherwise it is a photo
 * of the project (for the cover).
 */
export const projectPhotoForm = z.object({
  [PROJECT_PHOTO_FIELD]: formFile(
    'a JPEG, PNG or WebP image',
    `Send the photo as the file field "${PROJECT_PHOTO_FIELD}"`,
  ),
  alt: z
    .string({ error: PROJECT_MESSAGES.altRequired })
    .trim()
    .min(1, PROJECT_MESSAGES.altRequired)
    .max(PROJECT_LIMITS.alt, `Keep the alt text under ${PROJECT_LIMITS.alt} characters.`),
  credit: text(PROJECT_LIMITS.credit, 'credit').default(''),
  entryId: rowId.optional(),
  role: z.enum(['entry', 'reference', 'project']).default('project'),
});

/** GET /api/projects: the club's recent public updates, filtered. */
export const projectFeedQuery = z.object({
  technique: technique.optional().catch(undefined),
  series: z.string().trim().max(120).optional().catch(undefined),
  /** A state's lower-case name without spaces (as /localstores/{state}), or the abbreviation. */
  state: z.string().trim().max(40).optional().catch(undefined),
  status: projectStatus.optional().catch(undefined),
  /** The cursor of the previous page's last item. */
  before: z.string().max(60).optional().catch(undefined),
});

// ----- answers -----

const person = z.object({ username: z.string(), name: z.string() });

export const projectPhoto = z.object({
  id: z.string(),
  /** Signed addresses: the display image, a 480 px copy and the thumbnail. */
  src: z.string(),
  src480: z.string(),
  thumb: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  credit: z.string(),
  entryId: z.number().nullable(),
  role: z.enum(['entry', 'reference', 'project']),
});
export type ProjectPhoto = z.infer<typeof projectPhoto>;

export const referenceRow = z.object({ id: z.number(), url: z.string(), note: z.string() });
export const componentRow = z.object({ id: z.number(), name: z.string(), status: componentStatus });
export const materialRow = z.object({
  id: z.number(),
  name: z.string(),
  status: materialStatus,
  quantity: z.number(),
  unit: z.string(),
  unitCostCents: z.number(),
  /** quantity × unit price, rounded to the cent. */
  costCents: z.number(),
  shop: z.string(),
  url: z.string(),
});
export const taskRow = z.object({
  id: z.number(),
  title: z.string(),
  estimateMinutes: z.number(),
  done: z.boolean(),
});
export type ReferenceRow = z.infer<typeof referenceRow>;
export type ComponentRow = z.infer<typeof componentRow>;
export type MaterialRow = z.infer<typeof materialRow>;
export type TaskRow = z.infer<typeof taskRow>;

/** The materials' money: every line, what is still to buy, and what was bought (ordered or arrived). */
export const budgetTotals = z.object({
  totalCents: z.number(),
  toBuyCents: z.number(),
  boughtCents: z.number(),
  ownedCents: z.number(),
  budgetCents: z.number().nullable(),
  /** budget − total, or null without a budget (negative: over budget). */
  leftCents: z.number().nullable(),
});
export type BudgetTotals = z.infer<typeof budgetTotals>;

/** Pacing towards the target day: hours a day needed at the tasks' remaining estimate. */
export const pacing = z.object({
  targetDate: z.string().nullable(),
  /** Whole days from today (the maker's zone) to the target day; null without one. */
  daysLeft: z.number().nullable(),
  remainingMinutes: z.number(),
  /** remaining ÷ days left, in minutes a day; null without a target or when it has passed. */
  minutesPerDay: z.number().nullable(),
  /** More than 4 hours a day is needed, or the day has passed with work left. */
  behind: z.boolean(),
});
export type Pacing = z.infer<typeof pacing>;

export const projectSummary = z.object({
  id: z.number(),
  title: z.string(),
  character: z.string(),
  series: z.string(),
  kind: projectKind,
  status: projectStatus,
  visibility: projectVisibility,
  maker: person,
  cover: projectPhoto.nullable(),
  con: z.object({ slug: z.string(), name: z.string() }).nullable(),
  targetDate: z.string().nullable(),
  updatedAt: z.number(),
  entries: z.number(),
  minutesSpent: z.number(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** GET /api/projects/{id}: the project with its plan (the maker sees everything). */
export const projectAnswer = projectSummary.extend({
  description: z.string(),
  budgetCents: z.number().nullable(),
  /** Whether the viewer is its maker (may edit). */
  mine: z.boolean(),
  references: z.array(referenceRow),
  referencePhotos: z.array(projectPhoto),
  components: z.array(componentRow),
  materials: z.array(materialRow),
  tasks: z.array(taskRow),
  totals: budgetTotals,
  pacing,
  techniques: z.array(technique),
});
export type ProjectAnswer = z.infer<typeof projectAnswer>;

export const projectEntry = z.object({
  id: z.number(),
  projectId: z.number(),
  date: z.string(),
  /** The Markdown source (for editing) and its sanitised HTML (for showing). */
  body: z.string(),
  html: z.string(),
  minutesSpent: z.number(),
  techniques: z.array(technique),
  photos: z.array(projectPhoto),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Reactions given to the entry (issue 37): counts, and whether the viewer gave each. */
  reactions: reactionSummary,
});
export type ProjectEntry = z.infer<typeof projectEntry>;

/** GET /api/projects/{id}/entries?before=: newest first, 20 a page. */
export const projectEntriesAnswer = z.object({
  entries: z.array(projectEntry),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type ProjectEntries = z.infer<typeof projectEntriesAnswer>;

/** GET /api/projects: recent log entries the viewer may see, each with its project. */
export const projectFeedAnswer = z.object({
  items: z.array(z.object({ project: projectSummary, entry: projectEntry, state: z.string().nullable() })),
  next: z.string().nullable(),
});
export type ProjectFeed = z.infer<typeof projectFeedAnswer>;

/** GET /api/public/{username}/projects: what the viewer may see; `done` is the portfolio. */
export const memberProjectsAnswer = z.object({
  done: z.array(projectSummary),
  current: z.array(projectSummary),
});
export type MemberProjects = z.infer<typeof memberProjectsAnswer>;

/** GET /api/me/projects: all of the member's own projects, newest change first. */
export const myProjectsAnswer = z.object({ projects: z.array(projectSummary) });
export type MyProjects = z.infer<typeof myProjectsAnswer>;
