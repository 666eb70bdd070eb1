import { type Kysely, sql } from 'kysely';
import type { Dialect } from './dialect';
import { endFollowsBetween } from './follows-repo';
import { lockMember } from './member-lock';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';

/** Blocks and mutes are kept alike; which table and columns one kind uses. */
const KINDS = {
  block: { table: 'member_blocks', by: 'blocker_id', of: 'blocked_id' },
  mute: { table: 'member_mutes', by: 'muter_id', of: 'muted_id' },
} as const;
export type RelationKind = keyof typeof KINDS;

/** A blocked or muted member as the settings list them (the feature makes the name and thumbnail). */
export interface RelatedMemberRow {
  username: string;
  firstname: string;
  lastname: string;
  image: string;
  visibility: string;
  created_at: number | string;
}

/**
 * Members' blocks and mutes of one another (migration 038, shared/api/relations.ts). Adding is
 * idempotent (one row per pair) and capped per member, decided under the member's row lock so
 * that concurrent adds cannot pass the cap. Reads that show a member's things to another apply
 * member-relations.ts in their own queries; this repository keeps the rows and the lists.
 */
export function relationsRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * `byId` blocks or mutes `ofId`: 'added', 'kept' (it stood already: nothing changes, its
     * `since` stays) or 'full' (`cap` reached).
     */
    async add(kind: RelationKind, byId: number, ofId: number, cap: number, now: number) {
      const { table, by, of } = KINDS[kind];
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, dialect, byId);
        const rows = await trx
          .selectFrom(table)
          .select((eb) => [
            eb.fn.countAll<string | number>().as('n'),
            eb.fn
              .sum<string | number | null>(sql`case when ${sql.ref(of)} = ${ofId} then 1 else 0 end`)
              .as('it'),
          ])
          .where(by, '=', byId)
          .executeTakeFirstOrThrow();
        // A block ends the pair's follows both ways (decision 34), in the block's transaction.
        if (kind === 'block' && Number(rows.n) < cap) await endFollowsBetween(trx, byId, ofId);
        if (Number(rows.it ?? 0) > 0) return 'kept' as const;
        if (Number(rows.n) >= cap) return 'full' as const;
        // On conflict: a concurrent add on SQLite's other connection, or one racing the lock.
        await trx
          .insertInto(table)
          .values({ [by]: byId, [of]: ofId, created_at: now } as never)
          .onConflict((oc) => oc.columns([by, of]).doNothing())
          .execute();
        return 'added' as const;
      });
    },

    /** `byId` no longer blocks or mutes `ofId`; nothing when they did not. */
    async remove(kind: RelationKind, byId: number, ofId: number): Promise<void> {
      const { table, by, of } = KINDS[kind];
      await db.deleteFrom(table).where(by, '=', byId).where(of, '=', ofId).execute();
    },

    /** Whom the member blocked or muted, newest first: live members only (others come back with them). */
    async list(kind: RelationKind, byId: number): Promise<RelatedMemberRow[]> {
      const { table, by, of } = KINDS[kind];
      return db
        .selectFrom('users')
        .innerJoin(
          sql<{ by_id: number; of_id: number; created_at: number }>`(
          select ${sql.ref(by)} as by_id, ${sql.ref(of)} as of_id, created_at from ${sql.table(table)}
        )`.as('r'),
          (join) => join.onRef('r.of_id', '=', 'users.id'),
        )
        .select(['users.username', 'users.firstname', 'users.lastname', 'users.image', 'users.visibility'])
        .select('r.created_at')
        .where('r.by_id', '=', byId)
        .where('users.status', '=', 'active')
        .where('users.deleted_at', 'is', null)
        .orderBy('r.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .execute();
    },

    /** Whether `byId` blocked and muted `ofId` (their own view: not whether they were blocked). */
    async state(byId: number, ofId: number): Promise<{ blocked: boolean; muted: boolean }> {
      const [blocked, muted] = await Promise.all([
        db
          .selectFrom('member_blocks')
          .select('blocker_id')
          .where('blocker_id', '=', byId)
          .where('blocked_id', '=', ofId)
          .executeTakeFirst(),
        db
          .selectFrom('member_mutes')
          .select('muter_id')
          .where('muter_id', '=', byId)
          .where('muted_id', '=', ofId)
          .executeTakeFirst(),
      ]);
      return { blocked: blocked !== undefined, muted: muted !== undefined };
    },

    /** Whether either member blocked the other (tagging, and whatever else one may not do then). */
    async blockBetween(aId: number, bId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users as other')
        .select('other.id')
        .where('other.id', '=', bId)
        .where(noBlockBetween(aId, 'other.id'))
        .executeTakeFirst();
      return row === undefined;
    },

    /** The member's blocks and mutes with when each began, for their data export (everyone). */
    async ofMember(userId: number) {
      const [blocked, muted] = await Promise.all([
        db
          .selectFrom('member_blocks as r')
          .innerJoin('users', 'users.id', 'r.blocked_id')
          .select(['users.username', 'r.created_at'])
          .where('r.blocker_id', '=', userId)
          .orderBy('r.created_at', 'desc')
          .execute(),
        db
          .selectFrom('member_mutes as r')
          .innerJoin('users', 'users.id', 'r.muted_id')
          .select(['users.username', 'r.created_at'])
          .where('r.muter_id', '=', userId)
          .orderBy('r.created_at', 'desc')
          .execute(),
      ]);
      return { blocked, muted };
    },
  };
}
