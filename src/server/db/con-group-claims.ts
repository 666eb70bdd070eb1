import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';
import { isLive } from './events-common';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** What the database refused: the character is held, the member holds one already, and so on. */
export type ConGroupConflictKind = 'taken' | 'one-claim' | 'doubles-in-use' | 'duplicate';

/** Thrown inside the transaction, so it rolls back (on PostgreSQL a failed statement ends it anyway). */
export class ConGroupConflict extends Error {
  constructor(readonly kind: ConGroupConflictKind) {
    super(kind);
  }
}

/** Unique-constraint violations look different in each driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Which of the claims' two unique constraints refused the row (PostgreSQL names it; SQLite lists columns). */
function claimConflict(error: unknown): ConGroupConflict | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const e = error as { constraint?: string; message?: string };
  const perMember =
    e.constraint === 'con_group_claims_one_per_member' || /con_group_claims\.user_id/.test(e.message ?? '');
  return new ConGroupConflict(perMember ? 'one-claim' : 'taken');
}

/**
 * The group's row, locked: 'share' by claims (they run side by side and the unique index decides
 * between them), 'update' by the lead's changes. So turning doubles off waits for claims under
 * way, and a claim started after it reads the new setting: a seat always follows the group's
 * allow_doubles. SQLite runs one writing transaction at a time.
 */
export async function lockGroup(trx: Trx, dialect: Dialect, groupId: number, mode: 'share' | 'update') {
  const read = trx.selectFrom('con_groups').select(['id', 'allow_doubles']).where('id', '=', groupId);
  if (dialect !== 'postgres') return read.executeTakeFirst();
  return (mode === 'share' ? read.forShare() : read.forUpdate()).executeTakeFirst();
}

/**
 * Claims of suspended or leaving members are out of sight: they do not keep a character from
 * others. Dropped for one character (before a claim or move) or a whole group (doubles turned off).
 */
export async function dropHiddenClaims(trx: Trx, of: 'character_id' | 'group_id', id: number): Promise<void> {
  await trx
    .deleteFrom('con_group_claims')
    .where(of, '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'con_group_claims.user_id')
            .where(isLive),
        ),
      ),
    )
    .execute();
}

const characterOf = (trx: Trx, groupId: number, characterId: number) =>
  trx
    .selectFrom('con_group_characters')
    .select(['id', 'name'])
    .where('id', '=', characterId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();

/** Claims: made, accepted, moved and withdrawn, each inside the caller's transaction. */
export function conGroupClaims(_db: Kysely<Database>, dialect: Dialect) {
  return {
    /** A new claim, pending (the lead's own: accepted). Undefined: no such group or character. */
    async claim(
      trx: Trx,
      groupId: number,
      characterId: number,
      userId: number,
      byLead: boolean,
      now: number,
    ) {
      const group = await lockGroup(trx, dialect, groupId, 'share');
      const character = group && (await characterOf(trx, groupId, characterId));
      if (!group || !character) return undefined;
      await dropHiddenClaims(trx, 'character_id', characterId);
      try {
        const row = await trx
          .insertInto('con_group_claims')
          .values({
            group_id: groupId,
            character_id: characterId,
            user_id: userId,
            seat: group.allow_doubles ? userId : 0,
            status: byLead ? 'accepted' : 'pending',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { claimId: row.id, character: character.name };
      } catch (error) {
        throw claimConflict(error) ?? error;
      }
    },

    /** One claim of the group (whoever made it). */
    async claimOf(trx: Trx, groupId: number, claimId: number) {
      return trx
        .selectFrom('con_group_claims')
        .innerJoin('con_group_characters', 'con_group_characters.id', 'con_group_claims.character_id')
        .select(['con_group_claims.id', 'con_group_claims.user_id', 'con_group_characters.name as character'])
        .where('con_group_claims.id', '=', claimId)
        .where('con_group_claims.group_id', '=', groupId)
        .executeTakeFirst();
    },

    async accept(trx: Trx, claimId: number, now: number): Promise<void> {
      await trx
        .updateTable('con_group_claims')
        .set({ status: 'accepted', updated_at: now })
        .where('id', '=', claimId)
        .execute();
    },

    /**
     * The lead moves a claim to another character (and so accepts it). The seat stays what the
     * group's setting makes it, so the unique index refuses a held character as for a new claim.
     * Returns the new character's name; undefined when it is not one of the group's.
     */
    async move(trx: Trx, groupId: number, claimId: number, characterId: number, now: number) {
      const group = await lockGroup(trx, dialect, groupId, 'share');
      const character = group && (await characterOf(trx, groupId, characterId));
      if (!character) return undefined;
      await dropHiddenClaims(trx, 'character_id', characterId);
      try {
        await trx
          .updateTable('con_group_claims')
          .set({ character_id: characterId, status: 'accepted', updated_at: now })
          .where('id', '=', claimId)
          .execute();
      } catch (error) {
        throw claimConflict(error) ?? error;
      }
      return character.name;
    },

    async deleteClaim(trx: Trx, claimId: number): Promise<boolean> {
      const result = await trx.deleteFrom('con_group_claims').where('id', '=', claimId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Live members with a claim in the group, pending or accepted (they hear the group moved). */
    async claimers(trx: Trx, groupId: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('con_group_claims')
        .innerJoin('users', 'users.id', 'con_group_claims.user_id')
        .where('con_group_claims.group_id', '=', groupId)
        .where(isLive)
        .select('con_group_claims.user_id')
        .distinct()
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Live claimers of characters about to be removed (they hear their claim was removed). */
    async claimsOfCharacters(trx: Trx, groupId: number, characterIds: number[]) {
      if (characterIds.length === 0) return [];
      return trx
        .selectFrom('con_group_claims')
        .innerJoin('con_group_characters', 'con_group_characters.id', 'con_group_claims.character_id')
        .innerJoin('users', 'users.id', 'con_group_claims.user_id')
        .where('con_group_claims.group_id', '=', groupId)
        .where('con_group_claims.character_id', 'in', characterIds)
        .where(isLive)
        .select(['con_group_claims.user_id', 'con_group_characters.name as character'])
        .execute();
    },
  };
}
