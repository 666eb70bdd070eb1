import type { Kysely } from 'kysely';
import type { CoverImage } from './event-covers-repo';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** One cover photo per group (group_covers), like events'. */
export function groupCoversRepo(db: Kysely<Database>) {
  return {
    /** Sets or replaces the cover; the new one has a new id, so its address changes too. */
    async set(trx: Trx, groupId: number, image: CoverImage, now: number): Promise<void> {
      const values = {
        id: image.id,
        data: image.data,
        width: image.width,
        height: image.height,
        created_at: now,
        og: null,
      };
      await trx
        .insertInto('group_covers')
        .values({ ...values, group_id: groupId })
        .onConflict((oc) => oc.column('group_id').doUpdateSet(values))
        .execute();
    },

    async remove(trx: Trx, groupId: number): Promise<void> {
      await trx.deleteFrom('group_covers').where('group_id', '=', groupId).execute();
    },

    /**
     * The cover's bytes and its group's visibility when `coverId` is the current cover of the
     * group of `slug` and the group is not hidden. Who may fetch it is the route's (signed).
     */
    async find(slug: string, coverId: string) {
      return db
        .selectFrom('group_covers as gc')
        .innerJoin('groups as g', 'g.id', 'gc.group_id')
        .select(['gc.data', 'g.visibility'])
        .where('g.slug', '=', slug)
        .where('gc.id', '=', coverId)
        .where('g.hidden_at', 'is', null)
        .executeTakeFirst();
    },
  };
}
