import type { Kysely } from 'kysely';
import { PERSON_COLUMNS } from './conversation-reads';
import { conversationOpenTo, messageShownTo } from './message-access';
import type { Database } from './schema';
import type { MessagePhotosTable } from './schema-messages';
import type { Trx } from './transaction';

/** A photo message's encoded copies (images/process-image.ts) and its alt text. */
export type NewMessagePhoto = Pick<
  MessagePhotosTable,
  'id' | 'display' | 'thumb' | 'w480' | 'width' | 'height' | 'alt'
>;
export type MessagePhotoSize = 'display' | 'thumb' | 'w480';

/**
 * Messages and their photos (migration 041). Reads go through message-access.ts: a message is
 * fetched only in a conversation the viewer may open, and only when they may see it.
 */
export function messagesRepo(db: Kysely<Database>) {
  const shown = (viewerId: number) =>
    db
      .selectFrom('messages as m')
      .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
      .innerJoin('users as u', 'u.id', 'm.sender_id')
      .leftJoin('message_photos as p', 'p.message_id', 'm.id')
      .select([
        'm.id',
        'm.conversation_id',
        'm.sender_id',
        'm.body',
        'm.created_at',
        'm.deleted_at',
        ...PERSON_COLUMNS,
        'p.id as photo_id',
        'p.width',
        'p.height',
        'p.alt',
      ])
      .where(conversationOpenTo(viewerId, 'cv'))
      .where(messageShownTo(viewerId, 'm', 'u'));

  return {
    /** A page of the conversation, newest first: `limit` messages older than `before` (or the newest). */
    async page(viewerId: number, conversationId: number, before: number | undefined, limit: number) {
      return shown(viewerId)
        .where('m.conversation_id', '=', conversationId)
        .$if(before !== undefined, (qb) => qb.where('m.id', '<', before as number))
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** One message as the viewer may see it. */
    async shownOne(viewerId: number, messageId: number) {
      return shown(viewerId).where('m.id', '=', messageId).executeTakeFirst();
    },

    /** These messages as the viewer may see them (the newest of each listed conversation). */
    async shownMany(viewerId: number, messageIds: readonly number[]) {
      if (messageIds.length === 0) return [];
      return shown(viewerId)
        .where('m.id', 'in', [...messageIds])
        .execute();
    },

    async insert(
      trx: Trx,
      conversationId: number,
      senderId: number,
      body: string,
      now: number,
    ): Promise<number> {
      const { id } = await trx
        .insertInto('messages')
        .values({ conversation_id: conversationId, sender_id: senderId, body, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async insertPhoto(trx: Trx, messageId: number, photo: NewMessagePhoto): Promise<void> {
      await trx
        .insertInto('message_photos')
        .values({ ...photo, message_id: messageId })
        .execute();
    },

    /** Unsent by its sender: the text and the photo go, the row stays as "deleted". */
    async unsend(messageId: number, senderId: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('messages')
          .set({ body: '', deleted_at: now })
          .where('id', '=', messageId)
          .where('sender_id', '=', senderId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('message_photos').where('message_id', '=', messageId).execute();
        return true;
      });
    },

    /** The newest message's id in the conversation (0: none), whoever may see it. */
    async newestId(conversationId: number): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** A photo's bytes (served at signed addresses only: features/messages/photo-routes.ts). */
    async photoBytes(photoId: string, size: MessagePhotoSize): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('message_photos')
        .select(size)
        .where('id', '=', photoId)
        .executeTakeFirst();
      const data = row?.[size as keyof typeof row];
      return data ? Buffer.from(data as Uint8Array) : undefined;
    },
  };
}

export type MessagesRepo = ReturnType<typeof messagesRepo>;
export type ShownMessageRow = Awaited<ReturnType<MessagesRepo['page']>>[number];
