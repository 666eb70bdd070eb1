import { STATES } from '../../../../shared/constants';
import { type ClubContent, clubContentSchema } from '../../../../shared/content-schema';

/** A field of the content by its dotted path, as the server names it: "motd.conventions.0.url". */
export type FieldPath = string;
export type FieldErrors = Record<FieldPath, string>;

/** The id of a field's input, so a failed check can move focus to it. */
export const fieldId = (path: FieldPath) => `edit-${path.replace(/\./g, '-')}`;

const TOP_LABELS: Record<string, string> = {
  clubName: 'Club name',
  clubEmail: 'Club email',
  welcome: 'Welcome text',
  trademark: 'Trademark notice',
  copyrightHolder: 'Copyright holder',
  'motd.title': 'Message title',
  'motd.message': 'Message',
  'motd.template.label': 'Download button text',
  'motd.template.url': 'Template image address',
  'motd.template.alt': 'Template image description',
  'calendar.title': 'Calendar title',
  'calendar.embedUrl': 'Calendar embed address',
};

const LINK_NAMES: Record<string, string> = {
  supportLink: 'Support link',
  chatCommunity: 'Chat community',
  forumCommunity: 'Discussion forum',
};
const LINK_PARTS: Record<string, string> = { label: 'text', url: 'address' };
const CONVENTION_PARTS: Record<string, string> = { name: 'name', dates: 'dates', url: 'website' };
const VIDEO_PARTS: Record<string, string> = { title: 'title', embedUrl: 'embed address' };
const STORE_PARTS: Record<string, string> = {
  name: 'name',
  sells: 'what it sells',
  town: 'town',
  website: 'website',
};

export const stateName = (slug: string) => STATES.find((s) => s.slug === slug)?.name ?? slug;

/** The words for a field, in the form and in the list of errors ("Convention 2 website"). */
export function fieldLabel(path: FieldPath): string {
  const fixed = TOP_LABELS[path];
  if (fixed) return fixed;
  const parts = path.split('.');
  const [head, a, b, c, d] = parts;
  const n = (i: string | undefined) => Number(i) + 1;
  if (head && LINK_NAMES[head] && a) return `${LINK_NAMES[head]} ${LINK_PARTS[a] ?? a}`;
  if (head === 'motd' && a === 'conventions' && c) return `Convention ${n(b)} ${CONVENTION_PARTS[c] ?? c}`;
  if (head === 'tutorials' && b) return `Video ${n(a)} ${VIDEO_PARTS[b] ?? b}`;
  if (head === 'stores' && a) {
    if (b === 'mapEmbedUrl') return `${stateName(a)} map embed address`;
    if (b === 'stores' && d) return `${stateName(a)} store ${n(c)} ${STORE_PARTS[d] ?? d}`;
    return `${stateName(a)} stores`;
  }
  return path;
}

/** The two video slots of the form; a slot left empty is no video. */
export const VIDEO_SLOTS = 2;

type Video = ClubContent['tutorials'][number];
const emptyVideo = (video: Video | undefined) => !video || (!video.title && !video.embedUrl);

/** The content as the form edits it: both video slots present, empty ones blank. */
export function withVideoSlots(content: ClubContent): ClubContent {
  const tutorials = Array.from(
    { length: VIDEO_SLOTS },
    (_, i) => content.tutorials[i] ?? { title: '', embedUrl: '' },
  );
  return { ...content, tutorials };
}

/** Which form slot each saved video came from (an empty first slot moves the second up). */
function videoSlots(values: ClubContent): number[] {
  const trimmed = trimStrings(values.tutorials);
  return trimmed.flatMap((video, slot) => (emptyVideo(video) ? [] : [slot]));
}

/**
 * The whole content as it will be sent: text trimmed, optional addresses left blank left out,
 * empty video slots and states with nothing in them left out.
 */
export function contentToSave(values: ClubContent): ClubContent {
  const { clubEmail, calendar, tutorials, ...trimmed } = trimStrings(values);
  const stores: ClubContent['stores'] = {};
  for (const [slug, entry] of Object.entries(trimmed.stores)) {
    if (!entry.mapEmbedUrl && entry.stores.length === 0) continue;
    stores[slug] = entry.mapEmbedUrl
      ? { mapEmbedUrl: entry.mapEmbedUrl, stores: entry.stores }
      : { stores: entry.stores };
  }
  return {
    ...trimmed,
    ...(clubEmail ? { clubEmail } : {}),
    calendar: calendar.embedUrl ? calendar : { title: calendar.title },
    tutorials: tutorials.filter((video) => !emptyVideo(video)),
    stores,
  };
}

function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)])) as T;
  }
  return value;
}

/** The form's sections top to bottom, so errors are listed (and the first focused) in that order. */
const FORM_ORDER = [
  'welcome',
  'clubName',
  'clubEmail',
  'motd',
  'calendar',
  'tutorials',
  'supportLink',
  'chatCommunity',
  'forumCommunity',
  'stores',
  'copyrightHolder',
  'trademark',
];
const STATE_ORDER: string[] = STATES.map((s) => s.slug);

function formRank(path: FieldPath): number[] {
  const [head = '', slug = ''] = path.split('.');
  return [FORM_ORDER.indexOf(head), head === 'stores' ? STATE_ORDER.indexOf(slug) : 0];
}

interface Issue {
  code: string;
  message: string;
  format?: string;
  origin?: string;
}

/** A field's problem in plain words. */
function issueText(issue: Issue): string {
  if (issue.code === 'too_small' && issue.origin === 'string') return 'Fill this in.';
  if (issue.code === 'invalid_format' && issue.format === 'email')
    return 'Enter an email address like name@example.org.';
  if (issue.code === 'invalid_format' && issue.format === 'url')
    return 'Enter a full address starting with https://';
  if (issue.code === 'custom') return `The address ${issue.message}.`;
  return issue.message;
}

export type Checked = { ok: true; content: ClubContent } | { ok: false; errors: FieldErrors };

/** The same check the server makes (clubContentSchema), one message per field, in form order. */
export function checkContent(values: ClubContent): Checked {
  const content = contentToSave(values);
  const parsed = clubContentSchema.safeParse(content);
  if (parsed.success) return { ok: true, content: parsed.data };
  const found: Array<[FieldPath, string]> = [];
  const slots = videoSlots(values);
  for (const issue of parsed.error.issues) {
    const at = issue.path.map(String);
    // A video's problem names the form's slot, not its place among the saved videos.
    if (at[0] === 'tutorials' && at[1] !== undefined) at[1] = String(slots[Number(at[1])] ?? at[1]);
    const path = at.join('.') || 'content';
    if (!found.some(([p]) => p === path)) found.push([path, issueText(issue as Issue)]);
  }
  return { ok: false, errors: Object.fromEntries(orderErrors(found)) };
}

export function orderErrors(errors: Array<[FieldPath, string]>): Array<[FieldPath, string]> {
  const rank = (path: FieldPath) => formRank(path);
  return [...errors].sort(([a], [b]) => {
    const [a0 = 0, a1 = 0] = rank(a);
    const [b0 = 0, b1 = 0] = rank(b);
    return a0 - b0 || a1 - b1;
  });
}

/** The field a server refusal names ("Invalid motd.conventions.0.url: must be …"), if any. */
export function serverFieldError(message: string): [FieldPath, string] | null {
  const match = /^Invalid ([\w.]+): (.+)$/.exec(message);
  if (!match?.[1] || !match[2] || match[1] === 'content') return null;
  return [match[1], `The server refused this: ${match[2]}`];
}
