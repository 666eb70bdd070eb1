import type { Dialect } from './dialect';
import type { Trx } from './transaction';

/** Who took a group on, or that it was deleted for want of anyone. */
export type PassedOn =
  | { group: { id: number; name: string }; to: { id: number; username: string } }
  | { group: { id: number; name: string }; to: null };

/**
 * A group whose owner is suspended or erased passes on (issue 38 item 5; decision 37): to its
 * longest-serving active moderator, else its longest-serving active member (both with an active,
 * undeleted account); a group with nobody else is deleted. Each group is decided under its row
 * lock (hidden ones too), after reading again who owns it, so a hand-over by the owner at the
 * same moment and this one take turns and the partial unique index keeps one owner.
 */
export function groupOwners(dialect: Dialect) {
  return {
    /** The groups the member owns now (hidden ones too). */
    async ownedBy(trx: Trx, memberId: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('group_members')
        .select('group_id')
        .where('member_id', '=', memberId)
        .where('role', '=', 'owner')
        .orderBy('group_id')
        .execute();
      return rows.map((r) => r.group_id);
    },

    /** Passes the group on from `fromId`; undefined when they no longer own it (or it is gone). */
    async passOn(trx: Trx, groupId: number, fromId: number): Promise<PassedOn | undefined> {
      let locking = trx.selectFrom('groups').select(['id', 'name']).where('id', '=', groupId);
      if (dialect === 'postgres') locking = locking.forUpdate();
      const group = await locking.executeTakeFirst();
      if (!group) return undefined;
      const owner = await trx
        .selectFrom('group_members')
        .select('member_id')
        .where('group_id', '=', groupId)
        .where('role', '=', 'owner')
        .executeTakeFirst();
      if (owner?.member_id !== fromId) return undefined;
      const next = await trx
        .selectFrom('group_members as gm')
        .innerJoin('users as u', 'u.id', 'gm.member_id')
        .select(['u.id', 'u.username'])
        .where('gm.group_id', '=', groupId)
        .where('gm.member_id', '<>', fromId)
        .where('gm.state', '=', 'active')
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .orderBy((eb) => eb.case().when('gm.role', '=', 'moderator').then(0).else(1).end())
        .orderBy('gm.joined_at')
        .orderBy('gm.member_id')
        .executeTakeFirst();
      if (!next) {
        await trx.deleteFrom('groups').where('id', '=', groupId).execute();
        return { group, to: null };
      }
      // The old owner steps down to member first (one owner at every step): if they come back
      // from a suspension they are an ordinary member.
      await trx
        .updateTable('group_members')
        .set({ role: 'member' })
        .where('group_id', '=', groupId)
        .where('member_id', '=', fromId)
        .execute();
      await trx
        .updateTable('group_members')
        .set({ role: 'owner' })
        .where('group_id', '=', groupId)
        .where('member_id', '=', next.id)
        .execute();
      return { group, to: next };
    },
  };
}
