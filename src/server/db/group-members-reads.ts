import { type Kysely, sql } from 'kysely';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';
import type { GroupMemberState } from './schema-groups';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

/** Reads of a group's members; the routes first found the group open to the viewer (groups-reads). */
export function groupMembersReads(db: Kysely<Database>) {
  const listed = (groupId: number, viewerId: number | null, state: GroupMemberState) =>
    db
      .selectFrom('group_members as gm')
      .innerJoin('users as u', 'u.id', 'gm.member_id')
      .where('gm.group_id', '=', groupId)
      .where('gm.state', '=', state)
      .where('u.status', '=', 'active')
      .where('u.deleted_at', 'is', null)
      // As every list: nobody a block stands between with the viewer.
      .where(noBlockBetween(viewerId, 'gm.member_id'));

  return {
    /** A page of the group's members in `state`: owner first, then moderators, then by joining. */
    async page(
      groupId: number,
      viewerId: number | null,
      state: GroupMemberState,
      limit: number,
      offset: number,
    ) {
      const rows = await listed(groupId, viewerId, state)
        .select([
          'u.username',
          'u.firstname',
          'u.lastname',
          'u.image',
          'u.visibility',
          'gm.role',
          'gm.state',
          'gm.created_at',
          'gm.joined_at',
        ])
        .orderBy(sql`case gm.role when 'owner' then 0 when 'moderator' then 1 else 2 end`)
        .orderBy(sql`coalesce(gm.joined_at, gm.created_at)`)
        .orderBy('u.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const total = await listed(groupId, viewerId, state)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    /** One member's row in the group (any state), by username, with their id. */
    async byUsername(groupId: number, username: string, trx: Db = db) {
      return trx
        .selectFrom('group_members as gm')
        .innerJoin('users as u', 'u.id', 'gm.member_id')
        .select(['u.id', 'u.username', 'gm.role', 'gm.state'])
        .where('gm.group_id', '=', groupId)
        .where('u.username_key', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    /** The member's row in the group, if any (read inside a write, under the group's lock). */
    async membership(trx: Db, groupId: number, memberId: number) {
      return trx
        .selectFrom('group_members')
        .select(['role', 'state', 'joined_at'])
        .where('group_id', '=', groupId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** Active members by username (any case), who may be invited. */
    async activeNamed(usernames: readonly string[]) {
      if (usernames.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'username'])
        .where(
          'username_key',
          'in',
          usernames.map((n) => n.toLowerCase()),
        )
        .where('status', '=', 'active')
        .where('deleted_at', 'is', null)
        .execute();
    },
  };
}
