import type { Generated } from 'kysely';

/** A conversation (migration 041): direct (one per pair, `direct_key`) or a group with a title. */
export interface ConversationsTable {
  id: Generated<number>;
  kind: 'direct' | 'group';
  title: Generated<string>;
  /** "smallerId:largerId" for a direct conversation; null for a group. */
  direct_key: string | null;
  /** Null once the starter's account is erased. */
  created_by: number | null;
  created_at: number;
  /** Orders the member's list. */
  last_message_at: number;
}

export type ConversationMemberState = 'active' | 'request' | 'ignored' | 'left';

/** A member of a conversation, and the newest message they read. */
export interface ConversationMembersTable {
  conversation_id: number;
  member_id: number;
  state: ConversationMemberState;
  added_by: number | null;
  joined_at: number;
  last_read_id: Generated<number>;
}

/** A message; it goes with its sender's account when that is erased. */
export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  /** As written ('' once unsent). */
  body: string;
  created_at: number;
  /** Unsent by the sender. */
  deleted_at: number | null;
  /** Hidden by an organiser: its sender still sees it. */
  hidden_at: number | null;
}

/** A photo message's encoded copies (images/process-image.ts). */
export interface MessagePhotosTable {
  id: string;
  message_id: number;
  display: Buffer;
  thumb: Buffer;
  w480: Buffer | null;
  width: number;
  height: number;
  alt: string;
}

export interface MessageTables {
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  message_photos: MessagePhotosTable;
}
