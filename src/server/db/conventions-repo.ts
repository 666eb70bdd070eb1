import { type Kysely, type Selectable, sql } from 'kysely';
import type { ConventionRequest } from '../../shared/api/convention-pages';
import { type ConventionStatus, type ConventionSummary, conventionDays } from '../../shared/api/conventions';
import type { Database } from './schema';
import type { ConventionsTable } from './schema-conventions';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

/** A con row as the API shows it. */
export function conventionOf(row: Selectable<ConventionsTable>): ConventionSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    venue: row.venue,
    city: row.city,
    state: row.state,
    website: row.website,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    days: conventionDays(row.starts_on, row.ends_on),
    status: row.status,
  };
}

/** Conventions (migration 026): the reads every con feature shares; features/conventions adds the writes. */
export function conventionsRepo(db: Kysely<Database>) {
  return {
    async byId(id: number, trx: Db = db): Promise<ConventionSummary | undefined> {
      const row = await trx.selectFrom('conventions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && conventionOf(row);
    },
    async bySlug(slug: string, trx: Db = db): Promise<ConventionSummary | undefined> {
      const row = await trx.selectFrom('conventions').selectAll().where('slug', '=', slug).executeTakeFirst();
      return row && conventionOf(row);
    },
    /** The con of `slug` while it is listed (suggested and declined ones have no going list, groups or shoots). */
    async listedBySlug(slug: string, trx: Db = db): Promise<ConventionSummary | undefined> {
      const row = await trx
        .selectFrom('conventions')
        .selectAll()
        .where('slug', '=', slug)
        .where('status', '=', 'listed')
        .executeTakeFirst();
      return row && conventionOf(row);
    },
    /** Listed cons: dated ones by first day, then those whose dates are not set, by name. */
    async listed(trx: Db = db): Promise<ConventionSummary[]> {
      const rows = await trx
        .selectFrom('conventions')
        .selectAll()
        .where('status', '=', 'listed')
        .orderBy('starts_on')
        .orderBy('name')
        .execute();
      return rows.map(conventionOf);
    },
    /**
     * Listed cons for /cons: dated ones still on (last day `today` or later) by first day, then
     * those whose dates are not set by name, then past ones, latest first. NULLs are ordered
     * explicitly: SQLite puts them first, PostgreSQL last.
     */
    async upcomingFirst(today: string, trx: Db = db): Promise<ConventionSummary[]> {
      const rank = sql<number>`case when ends_on is null then 1 when ends_on >= ${today} then 0 else 2 end`;
      const rows = await trx
        .selectFrom('conventions')
        .selectAll()
        .where('status', '=', 'listed')
        .orderBy(rank)
        .orderBy(sql`case when ends_on >= ${today} then starts_on else '' end`)
        .orderBy(sql`coalesce(starts_on, '')`, 'desc')
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(conventionOf);
    },
    /** The con as this viewer may see it: listed ones for all; others for organisers and the suggester. */
    async visibleBySlug(
      slug: string,
      viewer: { userId: number; organiser: boolean } | undefined,
      trx: Db = db,
    ): Promise<ConventionSummary | undefined> {
      let query = trx.selectFrom('conventions').selectAll().where('slug', '=', slug);
      if (!viewer?.organiser)
        query = query.where((eb) =>
          viewer
            ? eb.or([eb('status', '=', 'listed'), eb('suggested_by', '=', viewer.userId)])
            : eb('status', '=', 'listed'),
        );
      const row = await query.executeTakeFirst();
      return row && conventionOf(row);
    },
    /** Slugs taken that start with `base` (to pick the next free -2, -3, …). */
    async slugsLike(base: string, trx: Db = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('conventions')
        .select('slug')
        .where('slug', 'like', `${base}%`)
        .execute();
      return rows.map((r) => r.slug);
    },
    async insert(
      values: ConventionRequest & { slug: string; status: ConventionStatus; suggestedBy: number | null },
      now: number,
      trx: Db = db,
    ): Promise<ConventionSummary> {
      const row = await trx
        .insertInto('conventions')
        .values({
          ...columnsOf(values),
          slug: values.slug,
          status: values.status,
          suggested_by: values.suggestedBy,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return conventionOf(row);
    },
    async update(
      id: number,
      values: ConventionRequest,
      now: number,
      trx: Db = db,
    ): Promise<ConventionSummary> {
      const row = await trx
        .updateTable('conventions')
        .set({ ...columnsOf(values), updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return conventionOf(row);
    },
    /**
     * Lists or declines a suggestion, only while it is one: the conditional UPDATE decides between
     * two organisers reviewing at once (undefined: someone else already did).
     */
    async review(id: number, status: 'listed' | 'declined', now: number, trx: Db = db) {
      const row = await trx
        .updateTable('conventions')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'suggested')
        .returningAll()
        .executeTakeFirst();
      return row && conventionOf(row);
    },
    /** Suggestions waiting for review, oldest first, with their suggester's username ('' once gone). */
    async suggestions(trx: Db = db) {
      const rows = await trx
        .selectFrom('conventions')
        .leftJoin('users', 'users.id', 'conventions.suggested_by')
        .selectAll('conventions')
        .select('users.username as suggester')
        .where('conventions.status', '=', 'suggested')
        .orderBy('conventions.created_at')
        .orderBy('conventions.id')
        .execute();
      return rows.map((row) => ({
        ...conventionOf(row),
        suggestedBy: row.suggester ?? '',
        suggestedById: row.suggested_by,
      }));
    },
  };
}

const columnsOf = (c: ConventionRequest) => ({
  name: c.name,
  venue: c.venue,
  city: c.city,
  state: c.state,
  website: c.website,
  starts_on: c.startsOn,
  ends_on: c.endsOn,
});
