import { type Kysely, sql } from 'kysely';
import { hostIsLive } from './events-common';
import { eventGroupOpenTo } from './group-access';
import { groupLinkPreviews } from './group-link-previews';
import { projectLinkPreviews } from './project-link-previews';
import type { Database } from './schema';

/** What a profile page's head is made of, for a live member (active, not deleting the account). */
export interface ProfilePageFacts {
  username: string;
  firstname: string;
  lastname: string;
  about: string;
  imawhat: string;
  city: string;
  state: string;
  image: string;
  /** What the member wrote to describe the profile photo; '' when nothing (or no photo). */
  image_alt: string;
  /** The stored photo's width (its srcset), or null when there is no (visible) photo. */
  image_width: number | null;
  visibility: string;
  listed: number;
  indexable: number;
}

/** A public event of a live host, as its link preview shows it. */
export interface EventPageFacts {
  id: number;
  title: string;
  starts_at: number;
  time_zone: string;
  venue: string;
  city: string;
  state: string;
  description: string;
  cancelled_at: number | null;
  cover_id: string | null;
}

/** One address of the sitemap: what it names, and when it last changed. */
export interface SitemapRow {
  key: string;
  updated_at: number;
}

/**
 * The queries behind the pages' heads (link previews, robots hints) and the sitemap. Privacy is
 * in the queries: the sitemap's profiles are exactly those a preview is made for.
 */
export function linkPreviewRepo(db: Kysely<Database>) {
  /** Profiles anyone may see, find and index: the sitemap's, and the ones with a preview. */
  const openProfiles = () =>
    db
      .selectFrom('users')
      .where('visibility', '=', 'everyone')
      .where('listed', '=', 1)
      .where('indexable', '=', 1)
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null);
  const publicEvents = () =>
    db
      .selectFrom('events')
      .where('events.visibility', '=', 'public')
      .where(hostIsLive)
      // A group's events only when a visitor may open the group (db/group-access.ts).
      .where(eventGroupOpenTo(null, 'events'));

  return {
    /** Projects anyone may see, by findable makers (project-link-previews.ts). */
    ...projectLinkPreviews(db),
    ...groupLinkPreviews(db),

    /** The live member of that name, whatever their privacy (the caller decides what to show). */
    async profile(username: string): Promise<ProfilePageFacts | undefined> {
      const row = await db
        .selectFrom('users')
        // The photo's own row by its id, the part of `/api/images/{id}` after its 12 characters.
        .leftJoin('images', (join) =>
          join.on(sql<boolean>`images.id = substr(users.image, 13) AND images.hidden_at IS NULL`),
        )
        .select([
          'users.username',
          'users.firstname',
          'users.lastname',
          'users.about',
          'users.imawhat',
          'users.city',
          'users.state',
          'users.image',
          'images.alt as image_alt',
          'images.width as image_width',
          'users.visibility',
          'users.listed',
          'users.indexable',
        ])
        .where('users.username_key', '=', username.toLowerCase())
        .where('users.deleted_at', 'is', null)
        .where('users.status', '=', 'active')
        .executeTakeFirst();
      return row && { ...row, image_alt: row.image_alt ?? '' };
    },

    /** The event when it is public and its host a live member; undefined otherwise. */
    async publicEvent(id: number): Promise<EventPageFacts | undefined> {
      const row = await publicEvents()
        .leftJoin('event_covers', 'event_covers.event_id', 'events.id')
        .select([
          'events.id',
          'events.title',
          'events.starts_at',
          'events.time_zone',
          'events.venue',
          'events.city',
          'events.state',
          'events.description',
          'events.cancelled_at',
          'event_covers.id as cover_id',
        ])
        .where('events.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      // PostgreSQL's bigint columns come back as strings.
      const cancelled = row.cancelled_at === null ? null : Number(row.cancelled_at);
      return { ...row, starts_at: Number(row.starts_at), cancelled_at: cancelled };
    },

    async countProfiles(): Promise<number> {
      const row = await openProfiles()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countEvents(): Promise<number> {
      const row = await publicEvents()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A slice of the open profiles by id: `key` is the username. */
    async profiles(offset: number, limit: number): Promise<SitemapRow[]> {
      const rows = await openProfiles()
        .select(['username as key', 'updated_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ key: r.key, updated_at: Number(r.updated_at) }));
    },

    /** A slice of the public events by id: `key` is the event's id. */
    async events(offset: number, limit: number): Promise<SitemapRow[]> {
      const rows = await publicEvents()
        .select(['events.id', 'events.updated_at'])
        .orderBy('events.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ key: String(r.id), updated_at: Number(r.updated_at) }));
    },
  };
}

export type LinkPreviewRepo = ReturnType<typeof linkPreviewRepo>;
