import type { Kysely } from 'kysely';
import { displayName } from '../../shared/profile/display-name';
import type { Database } from './schema';

const MAX_EXCERPT = 200;

/** The title and page of each commented thing, by `${kind}:${id}`, whatever its visibility (organisers judge it). */
async function threadPlaces(db: Kysely<Database>, things: { kind: string; id: string }[]) {
  const places = new Map<string, { title: string; href: string }>();
  const ids = (kind: string) =>
    things
      .filter((t) => t.kind === kind && /^\d{1,10}$/.test(t.id))
      .map((t) => Number(t.id))
      .filter((n) => n <= 2_147_483_647);
  const events = ids('event');
  const cons = ids('con');
  const entries = ids('project-entry');
  const tutorials = ids('tutorial');
  const photos = things.filter((t) => t.kind === 'album-photo').map((t) => t.id);
  if (events.length)
    for (const r of await db.selectFrom('events').select(['id', 'title']).where('id', 'in', events).execute())
      places.set(`event:${r.id}`, { title: r.title, href: `/events/${r.id}` });
  if (cons.length)
    for (const r of await db
      .selectFrom('conventions')
      .select(['id', 'name', 'slug'])
      .where('id', 'in', cons)
      .execute())
      places.set(`con:${r.id}`, { title: r.name, href: `/cons/${r.slug}` });
  if (entries.length)
    for (const r of await db
      .selectFrom('project_entries as e')
      .innerJoin('projects as pr', 'pr.id', 'e.project_id')
      .select(['e.id', 'e.entry_date', 'pr.id as projectId', 'pr.title'])
      .where('e.id', 'in', entries)
      .execute())
      places.set(`project-entry:${r.id}`, {
        title: `${r.title} (${r.entry_date})`,
        href: `/projects/${r.projectId}`,
      });
  if (tutorials.length)
    for (const r of await db
      .selectFrom('project_tutorials')
      .select(['id', 'title'])
      .where('id', 'in', tutorials)
      .execute())
      places.set(`tutorial:${r.id}`, { title: r.title, href: `/tutorials/${r.id}` });
  if (photos.length)
    for (const r of await db
      .selectFrom('album_photos as p')
      .innerJoin('albums as a', 'a.id', 'p.album_id')
      .select(['p.id', 'a.id as albumId', 'a.title'])
      .where('p.id', 'in', photos)
      .execute())
      places.set(`album-photo:${r.id}`, { title: r.title, href: `/albums/${r.albumId}` });
  return places;
}

export interface CommentFacts {
  /** The commented thing's title ('' once it is gone). */
  title: string;
  comment: { author: string; excerpt: string; href: string | null };
}

/**
 * The reported comments that still exist (issue 37 item 7): what was written, by whom, and the
 * thread it is in (the thing's title and page), which is what an organiser needs to judge it.
 */
export async function commentFacts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, CommentFacts>> {
  const facts = new Map<number, CommentFacts>();
  if (ids.length === 0) return facts;
  const rows = await db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .select(['c.id', 'c.subject_kind', 'c.subject_id', 'c.body', 'u.username', 'u.firstname', 'u.lastname'])
    .where('c.id', 'in', [...ids])
    .execute();
  const places = await threadPlaces(
    db,
    rows.map((r) => ({ kind: r.subject_kind, id: r.subject_id })),
  );
  for (const r of rows) {
    const place = places.get(`${r.subject_kind}:${r.subject_id}`);
    const body = r.body.replace(/\s+/g, ' ').trim();
    facts.set(r.id, {
      title: place?.title ?? '',
      comment: {
        author:
          r.username === null
            ? 'a former member'
            : displayName({ username: r.username, firstname: r.firstname ?? '', lastname: r.lastname ?? '' }),
        excerpt: body.length > MAX_EXCERPT ? `${body.slice(0, MAX_EXCERPT - 1)}…` : body,
        href: place ? `${place.href}#comment-${r.id}` : null,
      },
    });
  }
  return facts;
}
