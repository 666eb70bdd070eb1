import type { Kysely } from 'kysely';
import { conversationReads } from './conversation-reads';
import { conversationStarts } from './conversation-starts';
import { conversationUpdates } from './conversation-updates';
import type { Dialect } from './dialect';
import type { Database } from './schema';

/** Direct and group conversations and their members (migration 041; features/messages). */
export function conversationsRepo(db: Kysely<Database>, dialect: Dialect) {
  return { ...conversationReads(db), ...conversationStarts(dialect), ...conversationUpdates(db) };
}

export type ConversationsRepo = ReturnType<typeof conversationsRepo>;
