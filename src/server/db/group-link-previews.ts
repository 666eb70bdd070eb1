import type { Kysely } from 'kysely';
import { groupOpenTo } from './group-access';
import type { Database } from './schema';

/** A public group as its link preview shows it. */
export interface GroupPageFacts {
  slug: string;
  name: string;
  description: string;
  kind: string;
  state: string;
}

/**
 * Groups for link previews and the sitemap: only what a visitor may open (groupOpenTo(null): public
 * and not hidden), filtered in SQL, so a private, members-only or hidden group is never read here.
 */
export function groupLinkPreviews(db: Kysely<Database>) {
  const publicGroups = () => db.selectFrom('groups as g').where(groupOpenTo(null, 'g'));
  return {
    async publicGroup(slug: string): Promise<GroupPageFacts | undefined> {
      return publicGroups()
        .select(['g.slug', 'g.name', 'g.description', 'g.kind', 'g.state'])
        .where('g.slug', '=', slug)
        .executeTakeFirst();
    },

    async countGroups(): Promise<number> {
      const row = await publicGroups()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A slice of the public groups by id: `key` is the slug. */
    async groups(offset: number, limit: number): Promise<{ key: string; updated_at: number }[]> {
      const rows = await publicGroups()
        .select(['g.slug', 'g.updated_at'])
        .orderBy('g.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ key: r.slug, updated_at: Number(r.updated_at) }));
    },
  };
}
