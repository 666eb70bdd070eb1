import { type Kysely, sql, type Updateable } from 'kysely';
import { STATE_NAMES } from '../../shared/constants';
import { createKeyedQueue } from '../lib/keyed-queue';
import type { Dialect } from './connection';
import { deleteImagesExcept, type ImageDetailsUpdate, insertImages, updateImageDetails } from './images-repo';
import { LIST_COLUMNS, writeMemberLists } from './member-values';
import { deleteResetsOf } from './resets-repo';
import type { Database, ImagesTable, UsersTable } from './schema';
import { CARD_COLUMNS, hiddenFrom, searchRepo, type Viewer } from './search-repo';
import type { TermCountOptions } from './search-terms';
import { renewCredentials } from './session-ends';

/** The profile's photo columns: the photo URL and the slideshow's JSON list of URLs. */
export interface PhotoColumns {
  image: string;
  slideshow: string;
}

export interface ProfileSave {
  userId: number;
  /** Columns to set, other than the photo columns. */
  changes: Updateable<UsersTable>;
  newImages: ImagesTable[];
  /**
   * Given the photo columns as they are now (read under the row lock, so another save's photos
   * are seen), the new ones, the ids of every image they reference and what the member wrote
   * about the photos now in the slots.
   */
  photos: (
    current: PhotoColumns,
  ) => PhotoColumns & { keepImageIds: string[]; details?: ImageDetailsUpdate[] };
  /** When the password changes, every other session of the member ends; this one stays. */
  keepSessionHash?: string;
}

export type { Viewer } from './search-repo';

export function profilesRepo(db: Kysely<Database>, dialect: Dialect, options: TermCountOptions = {}) {
  const savesOfOneMember = createKeyedQueue<number>();
  return {
    /**
     * A profile as a visitor may see it: members-only profiles exist only for signed-in members
     * (anonymous visitors get exactly what an unknown username gets).
     */
    async findVisible(username: string, viewer: Viewer) {
      let query = db
        .selectFrom('users')
        .selectAll()
        .where('username_key', '=', username.toLowerCase())
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active');
      if (viewer === 'anonymous') query = query.where('visibility', '=', 'everyone');
      return query.executeTakeFirst();
    },

    async findByUsername(username: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    /** One page of the member list: listed members only. */
    async page(offset: number, limit: number) {
      return db
        .selectFrom('users')
        .select(CARD_COLUMNS)
        .where('listed', '=', 1)
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Listed members: the member list's total. */
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .where('listed', '=', 1)
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Member search lives in search-repo.ts; kept here for the routes that call it. */
    search: searchRepo(db, dialect, options).search,

    /** Members per club state in one pass over the table. */
    /**
     * The members who changed their profile most recently and have a photo (profile or
     * slideshow), newest first: the landing page's mosaic. Only listed members whose profile
     * everyone may see.
     */
    async recentWithPhotos(limit: number) {
      return db
        .selectFrom('users')
        .select(['username', 'firstname', 'lastname', 'image', 'slideshow'])
        .where('listed', '=', 1)
        .where('visibility', '=', 'everyone')
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('image', '!=', ''), eb('slideshow', 'like', '%/api/images/%')]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Listed, active members per club state, whoever may see them: each state's rows of
     * member_states (migration 021; its state index alone) less those of members nobody may find
     * (read from the partial index users_not_public, so the cost follows the hidden members).
     */
    async stateCounts(): Promise<Array<{ state: string; count: number }>> {
      // One statement: each state's rows, then (negative) those of its hidden members.
      const counts = await db
        .selectFrom('member_states')
        .select((eb) => ['member_states.state', eb.fn.countAll<number | string>().as('count')])
        .groupBy('member_states.state')
        .unionAll(
          db
            .selectFrom('users')
            .innerJoin('member_states', 'member_states.user_id', 'users.id')
            .where(hiddenFrom('anyone'))
            .select(['member_states.state', sql<number | string>`-count(*)`.as('count')])
            .groupBy('member_states.state'),
        )
        .execute();
      const byState = new Map<string, number>();
      for (const c of counts) byState.set(c.state, (byState.get(c.state) ?? 0) + Number(c.count));
      return STATE_NAMES.map((state) => ({ state, count: byState.get(state) ?? 0 }));
    },

    /**
     * One transaction: the member's row is locked and re-read, the new images go in, the row is
     * updated, and every image of the member the new profile does not reference is deleted.
     * Saves of one member therefore run one after another from the read on (PostgreSQL: FOR
     * UPDATE; SQLite runs one transaction at a time), so two overlapping saves can neither lose
     * each other's photos nor leave a replaced one stored. Within this process they also queue
     * before taking a connection, so a member's burst of saves holds one connection, not one each.
     * Only the columns whose value changed (compared under the lock) are written. Answers false
     * when the member is gone.
     */
    save(save: ProfileSave): Promise<boolean> {
      return savesOfOneMember.run(save.userId, () => saveNow(save));
    },
  };

  function saveNow(save: ProfileSave): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const read = trx.selectFrom('users').selectAll().where('id', '=', save.userId);
      const current = await (dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
      if (!current) return false;
      const { keepImageIds, details = [], ...photoColumns } = save.photos(current);
      const written = { ...save.changes, ...photoColumns };
      const changed = new Set(
        Object.keys(written).filter(
          (column) => written[column as keyof typeof written] !== current[column as keyof typeof current],
        ),
      );
      await insertImages(trx, save.newImages);
      await updateImageDetails(trx, save.userId, details);
      // Only what differs is written: the statement is what tells the caches what changed.
      const differing = Object.fromEntries(
        [...changed].map((column) => [column, written[column as keyof typeof written]]),
      );
      if (changed.size > 0)
        await trx.updateTable('users').set(differing).where('id', '=', save.userId).execute();
      // The states' and roles' own rows, in the same transaction, when their text changed.
      const lists = LIST_COLUMNS.filter((column) => changed.has(column));
      if (lists.length > 0)
        await writeMemberLists(trx, [
          { userId: save.userId, ...Object.fromEntries(lists.map((c) => [c, String(written[c])])) },
        ]);
      await deleteImagesExcept(trx, save.userId, keepImageIds);
      if (save.changes.password_hash) {
        // A new password ends pending reset links too: one mailed earlier must not undo it.
        await deleteResetsOf(trx, save.userId);
        // Every other session ends, also one a login with the old password stores after this
        // commits; the calendar feed gets a new secret (issue 31).
        await renewCredentials(
          trx,
          save.userId,
          save.keepSessionHash ? { tokenHash: save.keepSessionHash } : undefined,
        );
      }
      return true;
    });
  }
}

export type ProfilesRepo = ReturnType<typeof profilesRepo>;
