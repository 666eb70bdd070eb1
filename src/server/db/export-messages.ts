import type { Kysely } from 'kysely';
import { conversationOpenTo, messageShownTo } from './message-access';
import type { Database } from './schema';

/**
 * messages.json of the member's export (issue 37 item 8): every conversation they are in (or were:
 * left, ignored, or across a block), its other members and where each stands, and the messages
 * they may see there (db/message-access.ts) — their own and others'. Where the conversation no
 * longer opens to them, their own messages still come: they wrote them. Unsent messages are left
 * out. Bound to the member's id: photo bytes are read only for photos they sent.
 */
export function messageExportQueries(db: Kysely<Database>) {
  const mine = (userId: number) =>
    db.selectFrom('conversation_members').select('conversation_id').where('member_id', '=', userId);

  return {
    async messages(userId: number) {
      const [conversations, members, messages] = await Promise.all([
        db
          .selectFrom('conversations as cv')
          .innerJoin('conversation_members as me', 'me.conversation_id', 'cv.id')
          .select(['cv.id', 'cv.kind', 'cv.title', 'cv.created_at', 'me.state', 'me.last_read_id'])
          .where('me.member_id', '=', userId)
          .orderBy('cv.id')
          .execute(),
        // Others as everyone sees them: a suspended member or one in the deletion window is left out.
        db
          .selectFrom('conversation_members as cm')
          .innerJoin('users as u', 'u.id', 'cm.member_id')
          .select(['cm.conversation_id', 'cm.state', 'u.username'])
          .where('cm.conversation_id', 'in', mine(userId))
          .where('cm.member_id', '<>', userId)
          .where('u.status', '=', 'active')
          .where('u.deleted_at', 'is', null)
          .orderBy('cm.joined_at')
          .orderBy('cm.member_id')
          .execute(),
        db
          .selectFrom('messages as m')
          .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
          .innerJoin('users as u', 'u.id', 'm.sender_id')
          .leftJoin('message_photos as p', 'p.message_id', 'm.id')
          .select([
            'm.id',
            'm.conversation_id',
            'm.sender_id',
            'u.username',
            'm.body',
            'm.created_at',
            'm.hidden_at',
            'p.id as photoId',
            'p.alt',
          ])
          .where('m.conversation_id', 'in', mine(userId))
          .where('m.deleted_at', 'is', null)
          .where((eb) =>
            eb.or([
              eb('m.sender_id', '=', userId),
              eb.and([conversationOpenTo(userId, 'cv'), messageShownTo(userId, 'm', 'u')]),
            ]),
          )
          .orderBy('m.id')
          .execute(),
      ]);
      return { conversations, members, messages };
    },

    /** The display copy of a photo the member sent in a message (undefined for anyone else's). */
    async messagePhoto(userId: number, photoId: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('message_photos as p')
        .innerJoin('messages as m', 'm.id', 'p.message_id')
        .select('p.display')
        .where('m.sender_id', '=', userId)
        .where('p.id', '=', photoId)
        .executeTakeFirst();
      return row?.display;
    },
  };
}

export type MessageExportRows = Awaited<ReturnType<ReturnType<typeof messageExportQueries>['messages']>>;
