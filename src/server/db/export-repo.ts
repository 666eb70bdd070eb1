import type { Kysely } from 'kysely';
import { commentExportQueries } from './export-comments';
import { groupExportQueries } from './export-groups';
import { messageExportQueries } from './export-messages';
import { pollExportQueries } from './export-polls';
import { projectExportQueries } from './export-projects';
import { followExportQueries } from './follows-repo';
import type { Database } from './schema';

export interface ScoreRecord {
  id: number;
  gameName: string;
  score: number;
  createdAt: number;
}

/**
 * The reads an export needs that the other repositories do not offer. Every one is bound to the member's id,
 * so another member's scores or photos can never be read into their archive.
 */
export function exportRepo(db: Kysely<Database>) {
  return {
    /** projects.json and the projects' photos (db/export-projects.ts). */
    ...projectExportQueries(db),
    /** follows.json: whom the member follows and who follows them (db/follows-repo.ts). */
    ...followExportQueries(db),
    /** comments.json: the member's comments and reactions (db/export-comments.ts). */
    ...commentExportQueries(db),
    /** messages.json: the member's conversations and the messages they see (db/export-messages.ts). */
    ...messageExportQueries(db),
    /** polls.json: the polls the member started and their votes (db/export-polls.ts). */
    ...pollExportQueries(db),
    /** groups.json: the member's groups, their standing and projects shown (db/export-groups.ts). */
    ...groupExportQueries(db),

    /** One page of the member's scores, in the order they were saved, after the given id. */
    async scoresAfter(userId: number, afterId: number, limit: number): Promise<ScoreRecord[]> {
      const rows = await db
        .selectFrom('scores')
        .select(['id', 'game_name', 'score', 'created_at'])
        .where('user_id', '=', userId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        gameName: r.game_name,
        score: Number(r.score),
        createdAt: Number(r.created_at),
      }));
    },

    /** Which of these image ids are stored as the member's own photos (ids only, no bytes). */
    async ownImageIds(userId: number, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('images')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The member's push devices (features/push): what they named them, where, since when. */
    async pushDevices(userId: number) {
      return db
        .selectFrom('push_subscriptions')
        .select(['label', 'endpoint', 'created_at', 'last_push_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The display-size WebP of one of the member's photos. */
    async photo(userId: number, id: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('images')
        .select('display')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.display;
    },

    /**
     * albums.json: the member's shoot albums with their photos' texts and tags, and the member's
     * own tags on other photographers' photos (pending or approved).
     */
    async albums(userId: number) {
      const albums = await db
        .selectFrom('albums as a')
        .innerJoin('conventions as c', 'c.id', 'a.convention_id')
        .select(['a.id', 'a.title', 'a.visibility', 'a.created_at', 'c.slug'])
        .where('a.photographer_id', '=', userId)
        .orderBy('a.id')
        .execute();
      const photos = await db
        .selectFrom('album_photos as p')
        .innerJoin('albums as a', 'a.id', 'p.album_id')
        .leftJoin('album_tags as t', 't.photo_id', 'p.id')
        .leftJoin('users as m', 'm.id', 't.member_id')
        .select(['p.id', 'p.album_id', 'p.alt', 'p.credit', 'p.created_at', 'm.username', 't.approved_at'])
        .where('a.photographer_id', '=', userId)
        .orderBy('p.created_at')
        .orderBy('p.id')
        .execute();
      const tagged = await db
        .selectFrom('album_tags as t')
        .innerJoin('album_photos as p', 'p.id', 't.photo_id')
        .innerJoin('albums as a', 'a.id', 'p.album_id')
        .innerJoin('users as u', 'u.id', 'a.photographer_id')
        .select(['t.photo_id', 't.approved_at', 't.created_at', 'a.title', 'u.username'])
        .where('t.member_id', '=', userId)
        .orderBy('t.created_at')
        .execute();
      const iso = (ms: number | string | bigint) => new Date(Number(ms)).toISOString();
      return {
        albums: albums.map((a) => ({
          title: a.title,
          con: a.slug,
          visibility: a.visibility,
          createdAt: iso(a.created_at),
          photos: [...new Set(photos.filter((p) => p.album_id === a.id).map((p) => p.id))].map((id) => {
            const rows = photos.filter((p) => p.id === id);
            return {
              id,
              alt: rows[0]?.alt ?? '',
              credit: rows[0]?.credit ?? '',
              tags: rows.flatMap((r) =>
                r.username ? [{ username: r.username, approved: r.approved_at !== null }] : [],
              ),
            };
          }),
        })),
        taggedOn: tagged.map((t) => ({
          photo: t.photo_id,
          album: t.title,
          photographer: t.username,
          approved: t.approved_at !== null,
          taggedAt: iso(t.created_at),
        })),
      };
    },

    /** shoots.json: the photoshoot slots the member published and the ones they booked (no other bookers' names). */
    async shoots(userId: number) {
      const rows = await db
        .selectFrom('shoot_slots as s')
        .innerJoin('conventions as c', 'c.id', 's.convention_id')
        .where((eb) => eb.or([eb('s.photographer_id', '=', userId), eb('s.booked_by', '=', userId)]))
        .select([
          's.id',
          'c.slug',
          's.day',
          's.starts_at',
          's.ends_at',
          's.place',
          's.price_cents',
          's.notes',
        ])
        .select(['s.photographer_id', 's.booked_by', 's.booked_at'])
        .orderBy('s.starts_at')
        .execute();
      return rows.map((r) => ({
        role: r.photographer_id === userId ? 'photographer' : 'booked',
        con: r.slug,
        day: r.day,
        startsAt: new Date(Number(r.starts_at)).toISOString(),
        endsAt: new Date(Number(r.ends_at)).toISOString(),
        place: r.place,
        priceCents: Number(r.price_cents),
        notes: r.notes,
        booked: r.booked_by !== null,
        bookedAt:
          r.booked_by === userId && r.booked_at !== null ? new Date(Number(r.booked_at)).toISOString() : null,
      }));
    },
  };
}

export type ExportQueries = ReturnType<typeof exportRepo>;
