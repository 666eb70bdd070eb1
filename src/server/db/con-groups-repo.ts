import { type Kysely, sql } from 'kysely';
import type { ClaimStatus } from '../../shared/api/con-groups';
import { changeGroup, type GroupChanges } from './con-group-changes';
import { conGroupClaims } from './con-group-claims';
import type { Dialect } from './dialect';
import { isLive } from './events-common';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** A group as the data layer gives it; names only where the feature may show them. */
export interface ConGroupRow {
  id: number;
  convention_id: number;
  lead_id: number;
  series: string;
  day: string | null;
  title: string;
  notes: string;
  allow_doubles: number;
  lead_username: string;
  lead_firstname: string;
  lead_lastname: string;
}

/** A live member's claim, with their name. */
export interface ClaimRow {
  id: number;
  group_id: number;
  character_id: number;
  user_id: number;
  status: ClaimStatus;
  username: string;
  firstname: string;
  lastname: string;
  /** 0 when the claimer and the viewer blocked one another: the claim is not named to them. */
  shown: number | string;
}

export interface NewConGroupRow {
  conventionId: number;
  leadId: number;
  series: string;
  day: string | null;
  title: string;
  notes: string;
  allowDoubles: boolean;
  characters: string[];
}

/** Group cosplays (migration 028): groups, their characters and claims (claims: con-group-claims.ts). */
export function conGroupsRepo(db: Kysely<Database>, dialect: Dialect) {
  const groups = (trx: Kysely<Database> | Trx) =>
    trx
      .selectFrom('con_groups')
      .innerJoin('users', 'users.id', 'con_groups.lead_id')
      // A group whose lead is suspended or leaving is out of sight with them.
      .where(isLive)
      .select([
        'con_groups.id',
        'con_groups.convention_id',
        'con_groups.lead_id',
        'con_groups.series',
        'con_groups.day',
        'con_groups.title',
        'con_groups.notes',
        'con_groups.allow_doubles',
        'users.username as lead_username',
        'users.firstname as lead_firstname',
        'users.lastname as lead_lastname',
      ]);

  return {
    ...conGroupClaims(db, dialect),

    async create(group: NewConGroupRow, now: number, trx: Kysely<Database> | Trx = db): Promise<number> {
      const { id } = await trx
        .insertInto('con_groups')
        .values({
          convention_id: group.conventionId,
          lead_id: group.leadId,
          series: group.series,
          day: group.day,
          title: group.title,
          notes: group.notes,
          allow_doubles: group.allowDoubles ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('con_group_characters')
        .values(group.characters.map((name) => ({ group_id: id, name, created_at: now })))
        .execute();
      return id;
    },

    /** One group of a live lead. */
    async byId(id: number, trx: Kysely<Database> | Trx = db): Promise<ConGroupRow | undefined> {
      return groups(trx).where('con_groups.id', '=', id).executeTakeFirst();
    },

    /** One group of a live lead, unless the lead and `viewerId` blocked one another. */
    async seenBy(id: number, viewerId: number): Promise<ConGroupRow | undefined> {
      return groups(db)
        .where('con_groups.id', '=', id)
        .where(noBlockBetween(viewerId, 'con_groups.lead_id'))
        .executeTakeFirst();
    },

    /**
     * A con's groups of live leads, by day (whole-con ones first), then as started; without those
     * whose lead and `viewerId` blocked one another (migration 038).
     */
    async ofCon(conventionId: number, viewerId: number | null = null): Promise<ConGroupRow[]> {
      return groups(db)
        .where('con_groups.convention_id', '=', conventionId)
        .where(noBlockBetween(viewerId, 'con_groups.lead_id'))
        .orderBy('con_groups.day')
        .orderBy('con_groups.id')
        .execute();
    },

    async characters(groupIds: number[]) {
      if (groupIds.length === 0) return [];
      return db
        .selectFrom('con_group_characters')
        .select(['id', 'group_id', 'name'])
        .where('group_id', 'in', groupIds)
        .orderBy('id')
        .execute();
    },

    /**
     * The claims of live members only: suspended or leaving members' claims are out of sight.
     * `shown` is 0 for a claimer who and `viewerId` blocked one another (migration 038): the claim
     * still holds its character, but its member is not named to the viewer.
     */
    async claims(groupIds: number[], viewerId: number | null = null): Promise<ClaimRow[]> {
      if (groupIds.length === 0) return [];
      return db
        .selectFrom('con_group_claims')
        .innerJoin('users', 'users.id', 'con_group_claims.user_id')
        .where('con_group_claims.group_id', 'in', groupIds)
        .where(isLive)
        .select([
          'con_group_claims.id',
          'con_group_claims.group_id',
          'con_group_claims.character_id',
          'con_group_claims.user_id',
          'con_group_claims.status',
          'users.username',
          'users.firstname',
          'users.lastname',
          sql<number>`case when ${noBlockBetween(viewerId, 'con_group_claims.user_id')} then 1 else 0 end`.as(
            'shown',
          ),
        ])
        .orderBy('con_group_claims.created_at')
        .orderBy('con_group_claims.id')
        .execute();
    },

    /** The lead's changes (con-group-changes.ts). */
    update: (trx: Trx, id: number, changes: GroupChanges, now: number) =>
      changeGroup(trx, dialect, id, changes, now),

    async remove(id: number, trx: Trx): Promise<boolean> {
      const result = await trx.deleteFrom('con_groups').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** con-groups.json of the member's export: the groups they lead and their claims. */
    async ofMember(userId: number) {
      const led = await db
        .selectFrom('con_groups')
        .innerJoin('conventions', 'conventions.id', 'con_groups.convention_id')
        .where('con_groups.lead_id', '=', userId)
        .select([
          'con_groups.id',
          'conventions.name as con',
          'con_groups.series',
          'con_groups.day',
          'con_groups.title',
          'con_groups.notes',
        ])
        .orderBy('con_groups.id')
        .execute();
      const claims = await db
        .selectFrom('con_group_claims')
        .innerJoin('con_groups', 'con_groups.id', 'con_group_claims.group_id')
        .innerJoin('conventions', 'conventions.id', 'con_groups.convention_id')
        .innerJoin('con_group_characters', 'con_group_characters.id', 'con_group_claims.character_id')
        .where('con_group_claims.user_id', '=', userId)
        .select([
          'conventions.name as con',
          'con_groups.title as group',
          'con_group_characters.name as character',
          'con_group_claims.status',
        ])
        .orderBy('con_group_claims.id')
        .execute();
      return { led, claims };
    },
  };
}

export type ConGroupsRepo = ReturnType<typeof conGroupsRepo>;
