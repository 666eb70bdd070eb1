import type { Kysely } from 'kysely';
import { displayName } from '../../shared/profile/display-name';
import type { Database } from './schema';

const MAX_EXCERPT = 200;

export interface MessageFacts {
  /** A group's title, '' otherwise. */
  title: string;
  message: { sender: string; excerpt: string; kind: 'direct' | 'group' };
}

/**
 * The reported messages that still exist (issue 37 item 7): who sent one, its text (shortened) and
 * the kind of conversation, to name it in the queue. Organisers read it without being members;
 * the conversation around it is message-report-context.ts.
 */
export async function messageFacts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, MessageFacts>> {
  const facts = new Map<number, MessageFacts>();
  if (ids.length === 0) return facts;
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .leftJoin('message_photos as p', 'p.message_id', 'm.id')
    .select([
      'm.id',
      'm.body',
      'm.deleted_at',
      'cv.kind',
      'cv.title',
      'u.username',
      'u.firstname',
      'u.lastname',
    ])
    .select('p.alt')
    .where('m.id', 'in', [...ids])
    .execute();
  for (const r of rows) {
    const text =
      r.deleted_at !== null ? '' : r.body.replace(/\s+/g, ' ').trim() || (r.alt === null ? '' : 'Photo');
    facts.set(r.id, {
      title: r.kind === 'group' ? r.title : '',
      message: {
        sender: displayName(r),
        excerpt: text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT - 1)}…` : text,
        kind: r.kind,
      },
    });
  }
  return facts;
}
