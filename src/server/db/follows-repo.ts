import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';
import { lockMember } from './member-lock';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

/** What a follow did: a new row, one that stood already, or why none was made. */
export type FollowOutcome = 'followed' | 'already' | 'blocked' | 'too-many';

/** A member in a following or followers list, before presenting (name, thumbnail, since). */
export interface FollowRow {
  username: string;
  firstname: string;
  lastname: string;
  image: string;
  visibility: string;
  created_at: number | string;
}

/**
 * The member's followers who may hear of their news: no block either way and not muted by the
 * follower (a notification's job narrows them further to those who may see the thing).
 */
export async function followersOf(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_follows as f')
    .select('f.follower_id')
    .where('f.followed_id', '=', memberId)
    .where(noBlockBetween(memberId, 'f.follower_id'))
    // The follower did not mute the member (notMutedBy's rule, with the follower as the viewer).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_mutes as mm')
            .select('mm.muter_id')
            .whereRef('mm.muter_id', '=', 'f.follower_id')
            .where('mm.muted_id', '=', memberId),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.follower_id);
}

/**
 * Ends the follows between two members both ways: a block does this in its own transaction
 * (the block route calls it), so neither hears of the other afterwards.
 */
export async function endFollowsBetween(trx: Db, a: number, b: number): Promise<void> {
  await trx
    .deleteFrom('member_follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', a), eb('followed_id', '=', b)]),
        eb.and([eb('follower_id', '=', b), eb('followed_id', '=', a)]),
      ]),
    )
    .execute();
}

/**
 * Members following members (migration 039; shared/api/follows.ts). A follow is refused while a
 * block stands either way, and the cap on how many one follows is decided under the follower's
 * row lock, so concurrent follows cannot pass it.
 */
export function followsRepo(db: Kysely<Database>, dialect: Dialect) {
  /** Active members (not leaving) of a list, with what the list shows, newest follow first. */
  const listed = (side: 'following' | 'followers', memberId: number) => {
    const [mine, theirs] =
      side === 'following'
        ? (['follower_id', 'followed_id'] as const)
        : (['followed_id', 'follower_id'] as const);
    return db
      .selectFrom('member_follows as f')
      .innerJoin('users as u', 'u.id', `f.${theirs}`)
      .select(['u.username', 'u.firstname', 'u.lastname', 'u.image', 'u.visibility', 'f.created_at'])
      .where(`f.${mine}`, '=', memberId)
      .where('u.status', '=', 'active')
      .where('u.deleted_at', 'is', null)
      .where(noBlockBetween(memberId, 'u.id'))
      .orderBy('f.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .execute() as Promise<FollowRow[]>;
  };

  return {
    /**
     * The id of the member a viewer may follow or see in these routes: active, not leaving, and
     * no block either way (a blocked member is told "no such member", as for an unknown one).
     */
    async reachable(viewerId: number, username: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users as u')
        .select('u.id')
        .where('u.username_key', '=', username.toLowerCase())
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where(noBlockBetween(viewerId, 'u.id'))
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Follows, once: a second follow changes nothing ('already'). `onNew` runs in the same
     * transaction when a row was made (the new-follower notice is queued there).
     */
    async follow(
      followerId: number,
      followedId: number,
      now: number,
      max: number,
      onNew?: (trx: Trx) => Promise<void>,
    ): Promise<FollowOutcome> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, dialect, followerId);
        const blocked = await trx
          .selectFrom('users as u')
          .select('u.id')
          .where('u.id', '=', followedId)
          .where((eb) => eb.not(noBlockBetween(followerId, 'u.id')))
          .executeTakeFirst();
        if (blocked) return 'blocked';
        const rows = await trx
          .selectFrom('member_follows')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.max(eb.case().when('followed_id', '=', followedId).then(1).else(0).end()).as('already'),
          ])
          .where('follower_id', '=', followerId)
          .executeTakeFirstOrThrow();
        if (Number(rows.already ?? 0) === 1) return 'already';
        if (Number(rows.n) >= max) return 'too-many';
        const made = await trx
          .insertInto('member_follows')
          .values({ follower_id: followerId, followed_id: followedId, created_at: now })
          .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
          .returning('follower_id')
          .executeTakeFirst();
        if (!made) return 'already';
        if (onNew) await onNew(trx);
        return 'followed';
      });
    },

    /** The follower stops following (nothing to do when they did not). */
    async unfollow(followerId: number, followedId: number): Promise<void> {
      await db
        .deleteFrom('member_follows')
        .where('follower_id', '=', followerId)
        .where('followed_id', '=', followedId)
        .execute();
    },

    /** The followed member removes a follower (who is not told). */
    async removeFollower(memberId: number, followerId: number): Promise<void> {
      await db
        .deleteFrom('member_follows')
        .where('follower_id', '=', followerId)
        .where('followed_id', '=', memberId)
        .execute();
    },

    /** Whom the member follows, newest first. */
    following: (memberId: number) => listed('following', memberId),

    /** Who follows the member, newest first. */
    followers: (memberId: number) => listed('followers', memberId),

    /** Whether the member follows the other, and the other follows them. */
    async state(memberId: number, otherId: number): Promise<{ following: boolean; followsYou: boolean }> {
      const rows = await db
        .selectFrom('member_follows')
        .select(['follower_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('follower_id', '=', memberId), eb('followed_id', '=', otherId)]),
            eb.and([eb('follower_id', '=', otherId), eb('followed_id', '=', memberId)]),
          ]),
        )
        .execute();
      return {
        following: rows.some((r) => r.follower_id === memberId),
        followsYou: rows.some((r) => r.follower_id === otherId),
      };
    },

    /** Whether `muterId` muted `mutedId` (a muted member's doings are not heard of). */
    async muted(muterId: number, mutedId: number): Promise<boolean> {
      const row = await db
        .selectFrom('member_mutes')
        .select('muter_id')
        .where('muter_id', '=', muterId)
        .where('muted_id', '=', mutedId)
        .executeTakeFirst();
      return row !== undefined;
    },

    followersOf: (memberId: number) => followersOf(db, memberId),

    endFollowsBetween,
  };
}

/** follows.json of the member's export: whom they follow and who follows them, with since. */
export function followExportQueries(db: Kysely<Database>) {
  const side = (mine: 'follower_id' | 'followed_id', theirs: 'follower_id' | 'followed_id', userId: number) =>
    db
      .selectFrom('member_follows as f')
      .innerJoin('users as u', 'u.id', `f.${theirs}`)
      .select(['u.username', 'f.created_at'])
      .where(`f.${mine}`, '=', userId)
      .orderBy('f.created_at', 'desc')
      .execute();
  return {
    async follows(userId: number) {
      const since = (rows: { username: string; created_at: number | string }[]) =>
        rows.map((r) => ({ username: r.username, since: new Date(Number(r.created_at)).toISOString() }));
      return {
        following: since(await side('follower_id', 'followed_id', userId)),
        followers: since(await side('followed_id', 'follower_id', userId)),
      };
    },
  };
}
