import type { Dialect } from './dialect';
import type { GroupJoinPolicy, GroupKind, GroupRole, GroupVisibility } from './schema-groups';
import type { Trx } from './transaction';

export interface GroupFields {
  name: string;
  description: string;
  kind: GroupKind;
  state: string;
  visibility: GroupVisibility;
  joinPolicy: GroupJoinPolicy;
}

/** The group's row as a write reads it under the lock (no access rule: the route checked it). */
export interface LockedGroup {
  id: number;
  visibility: GroupVisibility;
  join_policy: GroupJoinPolicy;
}

/**
 * Writes of groups and their members (migration 042). The routes run each in one transaction
 * after `lock`: every change of one group's members takes its turn, so an approval, a hand-over
 * or a policy change is decided on the rows as they are (the partial unique index backs the one
 * owner).
 */
export function groupsWrites(dialect: Dialect) {
  return {
    /** Locks the group's row (PostgreSQL; SQLite's transactions hold the one write lock) and reads it. */
    async lock(trx: Trx, groupId: number): Promise<LockedGroup | undefined> {
      let query = trx
        .selectFrom('groups')
        .select(['id', 'visibility', 'join_policy'])
        .where('id', '=', groupId)
        .where('hidden_at', 'is', null);
      if (dialect === 'postgres') query = query.forUpdate();
      return query.executeTakeFirst();
    },

    /** Slugs taken that start with `base` (a new group's slug is the first free one). */
    async slugsLike(base: string, trx: Trx): Promise<string[]> {
      const rows = await trx.selectFrom('groups').select('slug').where('slug', 'like', `${base}%`).execute();
      return rows.map((r) => r.slug);
    },

    /** A new group with its starter as the active owner; undefined when the slug was taken meanwhile. */
    async create(trx: Trx, ownerId: number, slug: string, fields: GroupFields, now: number) {
      const row = await trx
        .insertInto('groups')
        .values({
          slug,
          name: fields.name,
          description: fields.description,
          kind: fields.kind,
          state: fields.state,
          visibility: fields.visibility,
          join_policy: fields.joinPolicy,
          created_by: ownerId,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .insertInto('group_members')
        .values({
          group_id: row.id,
          member_id: ownerId,
          role: 'owner',
          state: 'active',
          invited_by: null,
          created_at: now,
          joined_at: now,
        })
        .execute();
      return row.id;
    },

    /** Changes the group's fields; a group made private drops its waiting requests. */
    async update(trx: Trx, groupId: number, fields: Partial<GroupFields>, now: number): Promise<void> {
      await trx
        .updateTable('groups')
        .set({
          ...(fields.name !== undefined && { name: fields.name }),
          ...(fields.description !== undefined && { description: fields.description }),
          ...(fields.kind !== undefined && { kind: fields.kind }),
          ...(fields.state !== undefined && { state: fields.state }),
          ...(fields.visibility !== undefined && { visibility: fields.visibility }),
          ...(fields.joinPolicy !== undefined && { join_policy: fields.joinPolicy }),
          updated_at: now,
        })
        .where('id', '=', groupId)
        .execute();
      if (fields.visibility === 'private')
        await trx
          .deleteFrom('group_members')
          .where('group_id', '=', groupId)
          .where('state', '=', 'requested')
          .execute();
    },

    /** Deletes the group; its members, projects, cover and events go with it (cascade). */
    async remove(trx: Trx, groupId: number): Promise<void> {
      await trx.deleteFrom('groups').where('id', '=', groupId).execute();
    },

    /** A member joins, asks or is invited; false when they already have a row. */
    async addMember(
      trx: Trx,
      groupId: number,
      memberId: number,
      state: 'active' | 'invited' | 'requested',
      invitedBy: number | null,
      now: number,
    ): Promise<boolean> {
      const result = await trx
        .insertInto('group_members')
        .values({
          group_id: groupId,
          member_id: memberId,
          role: 'member',
          state,
          invited_by: invitedBy,
          created_at: now,
          joined_at: state === 'active' ? now : null,
        })
        .onConflict((oc) => oc.columns(['group_id', 'member_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** An invited or requested member becomes active (accepting, or approved). */
    async activate(trx: Trx, groupId: number, memberId: number, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('group_members')
        .set({ state: 'active', joined_at: now })
        .where('group_id', '=', groupId)
        .where('member_id', '=', memberId)
        .where('state', 'in', ['invited', 'requested'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** An active member's role (never 'owner': that is `handOver`). */
    async setRole(trx: Trx, groupId: number, memberId: number, role: Exclude<GroupRole, 'owner'>) {
      await trx
        .updateTable('group_members')
        .set({ role })
        .where('group_id', '=', groupId)
        .where('member_id', '=', memberId)
        .where('state', '=', 'active')
        .where('role', '<>', 'owner')
        .execute();
    },

    /** The owner hands the group on: they become a moderator first, so one owner holds at every step. */
    async handOver(trx: Trx, groupId: number, fromId: number, toId: number): Promise<void> {
      await trx
        .updateTable('group_members')
        .set({ role: 'moderator' })
        .where('group_id', '=', groupId)
        .where('member_id', '=', fromId)
        .where('role', '=', 'owner')
        .execute();
      await trx
        .updateTable('group_members')
        .set({ role: 'owner' })
        .where('group_id', '=', groupId)
        .where('member_id', '=', toId)
        .where('state', '=', 'active')
        .execute();
    },

    /** The member's row goes (left, removed, declined). */
    async removeMember(trx: Trx, groupId: number, memberId: number): Promise<void> {
      await trx
        .deleteFrom('group_members')
        .where('group_id', '=', groupId)
        .where('member_id', '=', memberId)
        .execute();
      // Their projects shown in it go with them.
      await trx
        .deleteFrom('group_projects')
        .where('group_id', '=', groupId)
        .where('project_id', 'in', (eb) =>
          eb.selectFrom('projects').select('id').where('owner_id', '=', memberId),
        )
        .execute();
    },

    /** An organiser hides (at a time) or shows (null) the group; whether that changed anything. */
    async setHidden(trx: Trx, groupId: number, at: number | null): Promise<boolean> {
      const result = await trx
        .updateTable('groups')
        .set({ hidden_at: at })
        .where('id', '=', groupId)
        .where('hidden_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The group's list order: newest activity first. */
    async touch(trx: Trx, groupId: number, now: number): Promise<void> {
      await trx.updateTable('groups').set({ updated_at: now }).where('id', '=', groupId).execute();
    },
  };
}
