import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ConversationMemberState } from '../../src/server/db/schema-messages';

/**
 * Seeds conversations and messages as rows, through the app's Kysely handle. Only setup: the
 * routes that start conversations and send messages are built (and tested) elsewhere, and what
 * the tests using this check is moderation, export and deletion of messages, which they do
 * through the API.
 */

export interface SeedMember {
  id: number;
  state?: ConversationMemberState;
}

/** A direct conversation (two members) or a group; the members' rows with their states ('active' by default). */
export async function seedConversation(
  app: FastifyInstance,
  members: readonly SeedMember[],
  options: { kind?: 'direct' | 'group'; title?: string } = {},
): Promise<number> {
  const { db } = app.deps.database;
  const now = app.deps.now();
  const kind = options.kind ?? (members.length === 2 ? 'direct' : 'group');
  const ids = members.map((m) => m.id).sort((a, b) => a - b);
  const row = await db
    .insertInto('conversations')
    .values({
      kind,
      title: kind === 'group' ? (options.title ?? '') : '',
      direct_key: kind === 'direct' ? `${ids[0]}:${ids[1]}` : null,
      created_by: members[0]?.id ?? null,
      created_at: now,
      last_message_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_members')
    .values(
      members.map((m) => ({
        conversation_id: row.id,
        member_id: m.id,
        state: m.state ?? 'active',
        added_by: members[0]?.id ?? null,
        joined_at: now,
      })),
    )
    .execute();
  return row.id;
}

/**
 * A message from `senderId`, written now (or `at`); with a photo (its bytes and alt text) when
 * given; `unsent` as its sender leaves an unsent one (text gone).
 */
export async function seedMessage(
  app: FastifyInstance,
  conversationId: number,
  senderId: number,
  body: string,
  options: { at?: number; photo?: { alt: string; bytes: Buffer }; unsent?: boolean } = {},
): Promise<number> {
  const { db } = app.deps.database;
  const at = options.at ?? app.deps.now();
  const row = await db
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      sender_id: senderId,
      body: options.unsent ? '' : body,
      created_at: at,
      deleted_at: options.unsent ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.photo)
    await db
      .insertInto('message_photos')
      .values({
        id: randomUUID(),
        message_id: row.id,
        display: options.photo.bytes,
        thumb: options.photo.bytes,
        width: 10,
        height: 10,
        alt: options.photo.alt,
      })
      .execute();
  await db
    .updateTable('conversations')
    .set({ last_message_at: at })
    .where('id', '=', conversationId)
    .execute();
  return row.id;
}

/** Messages from senders in turn: `lines` as [senderId, body]; their ids in order. */
export async function seedMessages(
  app: FastifyInstance,
  conversationId: number,
  lines: ReadonlyArray<readonly [number, string]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [sender, body] of lines) ids.push(await seedMessage(app, conversationId, sender, body));
  return ids;
}
