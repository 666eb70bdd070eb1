import type { Kysely } from 'kysely';
import { conversationReads } from './conversation-reads';
import { conversationWrites } from './conversation-writes';
import type { Dialect } from './dialect';
import type { Database } from './schema';

/** Direct and group conversations and their members (migration 041; features/messages). */
export function conversationsRepo(db: Kysely<Database>, dialect: Dialect) {
  return { ...conversationReads(db), ...conversationWrites(db, dialect) };
}

export type ConversationsRepo = ReturnType<typeof conversationsRepo>;
