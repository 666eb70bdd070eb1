import { type Kysely, sql } from 'kysely';
import { noBlockBetween } from './member-relations';
import { conversationOpenTo, messageShownTo } from './message-access';
import type { Database } from './schema';
import type { ConversationMemberState } from './schema-messages';

/** A direct conversation's key: the pair's ids, smaller first (migration 041). */
export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** A member as a conversation shows them (features/messages/present.ts names and signs). */
export const PERSON_COLUMNS = ['u.username', 'u.firstname', 'u.lastname', 'u.image', 'u.visibility'] as const;

/**
 * Reads of conversations (migration 041): every one filters with message-access.ts, so a
 * conversation or message the viewer may not be shown is never fetched.
 */
export function conversationReads(db: Kysely<Database>) {
  /** The viewer's unread messages in `cv` (after their last read one, not theirs, shown to them). */
  const unreadIn = (viewerId: number) =>
    sql<number>`(select count(*) from messages m join users u on u.id = m.sender_id
      where m.conversation_id = cv.id and m.id > me.last_read_id and m.sender_id <> ${viewerId}
        and m.deleted_at is null and ${messageShownTo(viewerId, 'm', 'u')})`;
  /** The newest message of `cv` the viewer may see. */
  const lastShown = (viewerId: number) =>
    sql<number | null>`(select max(m.id) from messages m join users u on u.id = m.sender_id
      where m.conversation_id = cv.id and ${messageShownTo(viewerId, 'm', 'u')})`;

  return {
    /** Active members by these usernames (any case), no block between them and `writerId`. */
    async reachable(writerId: number, names: readonly string[]) {
      if (names.length === 0) return [];
      const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
      return db
        .selectFrom('users as u')
        .select(['u.id', 'u.username'])
        .where((eb) => eb(eb.fn('lower', ['u.username']), 'in', lowered))
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where(noBlockBetween(writerId, 'u.id'))
        .execute();
    },

    /**
     * Whether `writerId` reaches `recipientId` directly: they follow each other, share a group
     * cosplay (each its lead or with an accepted claim), or the recipient accepted (or answered)
     * their direct conversation. Otherwise a message waits as a request.
     */
    async directReach(writerId: number, recipientId: number): Promise<boolean> {
      const inGroup = (member: number) =>
        sql`(g.lead_id = ${member} or exists (select 1 from con_group_claims k
          where k.group_id = g.id and k.user_id = ${member} and k.status = 'accepted'))`;
      const { rows } = await sql<{ direct: number }>`select case when
          (exists (select 1 from member_follows f where f.follower_id = ${writerId} and f.followed_id = ${recipientId})
            and exists (select 1 from member_follows f where f.follower_id = ${recipientId} and f.followed_id = ${writerId}))
          or exists (select 1 from con_groups g where ${inGroup(writerId)} and ${inGroup(recipientId)})
          or exists (select 1 from conversations c join conversation_members cm on cm.conversation_id = c.id
            where c.direct_key = ${directKey(writerId, recipientId)} and cm.member_id = ${recipientId}
              and cm.state = 'active')
        then 1 else 0 end as direct`.execute(db);
      return Number(rows[0]?.direct ?? 0) === 1;
    },

    /** The pair's direct conversation's id, when there is one the viewer may open. */
    async directWith(viewerId: number, otherId: number): Promise<number | null> {
      const row = await db
        .selectFrom('conversations as cv')
        .select('cv.id')
        .where('cv.direct_key', '=', directKey(viewerId, otherId))
        .where(conversationOpenTo(viewerId, 'cv'))
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The conversation and the viewer's place in it, when they may open it; undefined otherwise. */
    async openTo(viewerId: number, conversationId: number) {
      return db
        .selectFrom('conversations as cv')
        .innerJoin('conversation_members as me', (j) =>
          j.onRef('me.conversation_id', '=', 'cv.id').on('me.member_id', '=', viewerId),
        )
        .select(['cv.id', 'cv.kind', 'cv.title', 'me.state', 'me.last_read_id'])
        .select([unreadIn(viewerId).as('unread'), lastShown(viewerId).as('last_id')])
        .where('cv.id', '=', conversationId)
        .where(conversationOpenTo(viewerId, 'cv'))
        .executeTakeFirst();
    },

    /** The viewer's conversations in a state ('active': the inbox, 'request': Requests), newest first. */
    async listed(viewerId: number, state: 'active' | 'request', limit: number) {
      return db
        .selectFrom('conversations as cv')
        .innerJoin('conversation_members as me', (j) =>
          j.onRef('me.conversation_id', '=', 'cv.id').on('me.member_id', '=', viewerId),
        )
        .select(['cv.id', 'cv.kind', 'cv.title', 'me.state', 'me.last_read_id'])
        .select([unreadIn(viewerId).as('unread'), lastShown(viewerId).as('last_id')])
        .where('me.state', '=', state)
        .where(conversationOpenTo(viewerId, 'cv'))
        .orderBy('cv.last_message_at', 'desc')
        .orderBy('cv.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The menu's counts: unread messages over accepted conversations, and pending requests. */
    async counts(viewerId: number): Promise<{ unread: number; requests: number }> {
      const row = await db
        .selectFrom('conversations as cv')
        .innerJoin('conversation_members as me', (j) =>
          j.onRef('me.conversation_id', '=', 'cv.id').on('me.member_id', '=', viewerId),
        )
        .select((eb) => [
          eb.fn
            .sum<string | number | null>(
              sql`case when me.state = 'active' then ${unreadIn(viewerId)} else 0 end`,
            )
            .as('unread'),
          eb.fn
            .sum<string | number | null>(sql`case when me.state = 'request' then 1 else 0 end`)
            .as('requests'),
        ])
        .where('me.state', 'in', ['active', 'request'])
        .where(conversationOpenTo(viewerId, 'cv'))
        .executeTakeFirst();
      return { unread: Number(row?.unread ?? 0), requests: Number(row?.requests ?? 0) };
    },

    /**
     * The other members of these conversations as the viewer sees them: not those who left, nor
     * suspended or leaving ones, nor anyone a block stands between with the viewer.
     */
    async othersIn(viewerId: number, conversationIds: readonly number[]) {
      if (conversationIds.length === 0) return [];
      return db
        .selectFrom('conversation_members as cm')
        .innerJoin('users as u', 'u.id', 'cm.member_id')
        .select(['cm.conversation_id', 'cm.state', 'cm.last_read_id', 'u.id', ...PERSON_COLUMNS])
        .where('cm.conversation_id', 'in', [...conversationIds])
        .where('cm.member_id', '<>', viewerId)
        .where('cm.state', '<>', 'left')
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where(noBlockBetween(viewerId, 'u.id'))
        .orderBy('cm.joined_at')
        .orderBy('cm.member_id')
        .execute();
    },

    /** Members of the conversation in these states (whom a new message reaches). */
    async membersIn(conversationId: number, states: readonly ConversationMemberState[]) {
      const rows = await db
        .selectFrom('conversation_members')
        .select(['member_id', 'state'])
        .where('conversation_id', '=', conversationId)
        .where('state', 'in', [...states])
        .execute();
      return rows;
    },
  };
}
