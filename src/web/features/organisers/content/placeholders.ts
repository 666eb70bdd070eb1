import type { ClubContent } from '../../../../shared/content-schema';
import { type FieldPath, fieldLabel, orderErrors } from './content-model';

/** A part of the club content that still says what the shipped file says, not the club's own. */
export interface Placeholder {
  path: FieldPath;
  label: string;
  why: string;
}

/** Links the content file ships with: a service's home page, not the club's page on it. */
const SHIPPED_LINKS: Record<FieldPath, string> = {
  'supportLink.url': 'https://ko-fi.com/',
  'chatCommunity.url': 'https://discord.com/',
};

/**
 * Example values (reserved example domains, and what earlier content files shipped: YouTube
 * playlists named PL-example-…, Google's US holidays calendar).
 */
const EXAMPLE =
  /@example\.(org|com|net)$|\/\/([\w-]+\.)*example\.(org|com|net)(\/|$)|PL-example|holiday(%40|@)group\.v\.calendar/i;

function strings(value: unknown, path: string[] = []): Array<[FieldPath, string]> {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, [...path, key]));
  return [];
}

/** What organisers still have to make the club's own, in the form's order of sections. */
export function placeholdersIn(content: ClubContent): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (path: FieldPath, why: string, label = fieldLabel(path)) => found.push({ path, label, why });
  if (!content.clubEmail)
    add('clubEmail', 'not set, so the calendar page cannot say which address to invite to an event.');
  for (const [path, value] of strings(content)) {
    if (SHIPPED_LINKS[path] === value)
      add(path, `still ${value}, the site’s home page, not the club’s own page.`);
    else if (EXAMPLE.test(value)) add(path, `still an example: ${value}`);
  }
  if (!content.tutorials.length)
    add('tutorials.0.title', 'none yet, so the tutorials page says videos are coming.', 'Tutorial videos');
  const order = orderErrors(found.map((p) => [p.path, p.path])).map(([path]) => path);
  return found.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
}
