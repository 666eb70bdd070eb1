import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ReportedConversation, ReportedMessageLine } from '../../shared/api/message-reports';
import { MESSAGE_LIMITS } from '../../shared/api/messages';
import { displayName } from '../../shared/profile/display-name';
import type { Database } from './schema';

/** A report of a message, as the queue reads its context. */
export interface ReportedMessageRef {
  reportId: number;
  messageId: number;
  /** Null once the reporter's account is erased: then the message alone is shown. */
  reporterId: number | null;
  /** When the report was filed (epoch ms): later messages are not what the reporter saw. */
  reportedAt: number;
}

/**
 * What the reporter saw then: their own messages and everyone's they had not blocked (or been
 * blocked by) before reporting. Reporting and then blocking is the usual sequence, so a block
 * made afterwards must not empty the organisers' context, nor an organiser hiding one later.
 */
function seenByReporterThen(reporterId: number, reportedAt: number): Expression<SqlBool> {
  return sql<SqlBool>`(m.sender_id = ${reporterId} or (
    (m.hidden_at is null or m.hidden_at > ${reportedAt})
    and not exists (
      select 1 from member_blocks mb
      where mb.created_at <= ${reportedAt}
        and ((mb.blocker_id = ${reporterId} and mb.blocked_id = m.sender_id)
          or (mb.blocker_id = m.sender_id and mb.blocked_id = ${reporterId}))
    )
  ))`;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const nameOf = (r: { username: string; firstname: string; lastname: string }) => displayName(r);

/**
 * The conversation around each reported message, as the organisers' queue shows it (issue 37
 * item 7): its kind, title and members, the message, and up to MESSAGE_LIMITS.reportContext
 * messages each side that the reporter could see when they reported (in a conversation they were
 * in, written before the report, no block then between them and the sender) — nothing else. Keyed by report id; a
 * report whose message is gone has none. A club's queue holds few reports: two small reads each.
 */
export async function messageContexts(
  db: Kysely<Database>,
  reports: readonly ReportedMessageRef[],
): Promise<Map<number, ReportedConversation>> {
  const contexts = new Map<number, ReportedConversation>();
  if (reports.length === 0) return contexts;
  const line = db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .leftJoin('message_photos as p', 'p.message_id', 'm.id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.body',
      'm.created_at',
      'm.deleted_at',
      'm.hidden_at',
      'u.username',
      'u.firstname',
      'u.lastname',
      'p.alt',
    ]);
  type LineRow = Awaited<ReturnType<typeof line.execute>>[number];
  const asLine = (r: LineRow, reported: boolean): ReportedMessageLine => ({
    id: r.id,
    sender: nameOf(r),
    senderUsername: r.username,
    body: r.deleted_at === null ? r.body : '',
    photoAlt: r.deleted_at === null && r.alt !== null ? r.alt : null,
    createdAt: iso(r.created_at),
    deleted: r.deleted_at !== null,
    hidden: r.hidden_at !== null,
    reported,
  });

  const reported = await line
    .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
    .select(['cv.kind', 'cv.title'])
    .where('m.id', 'in', [...new Set(reports.map((r) => r.messageId))])
    .execute();
  const byId = new Map(reported.map((r) => [r.id, r]));
  const conversationIds = [...new Set(reported.map((r) => r.conversation_id))];
  const members =
    conversationIds.length === 0
      ? []
      : await db
          .selectFrom('conversation_members as cm')
          .innerJoin('users as u', 'u.id', 'cm.member_id')
          .select(['cm.conversation_id', 'cm.state', 'u.username', 'u.firstname', 'u.lastname'])
          .where('cm.conversation_id', 'in', conversationIds)
          .orderBy('cm.joined_at')
          .orderBy('cm.member_id')
          .execute();

  for (const report of reports) {
    const message = byId.get(report.messageId);
    if (!message) continue;
    const { reporterId } = report;
    const neighbours = async (side: 'before' | 'after') => {
      if (reporterId === null) return [];
      return line
        .where('m.conversation_id', '=', message.conversation_id)
        .where('m.id', side === 'before' ? '<' : '>', message.id)
        .where('m.created_at', '<=', report.reportedAt)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('conversation_members as rm')
              .select('rm.member_id')
              .whereRef('rm.conversation_id', '=', 'm.conversation_id')
              .where('rm.member_id', '=', reporterId),
          ),
        )
        .where(seenByReporterThen(reporterId, report.reportedAt))
        .orderBy('m.id', side === 'before' ? 'desc' : 'asc')
        .limit(MESSAGE_LIMITS.reportContext)
        .execute();
    };
    const before = await neighbours('before');
    const after = await neighbours('after');
    contexts.set(report.reportId, {
      kind: message.kind,
      title: message.title,
      members: members
        .filter((m) => m.conversation_id === message.conversation_id)
        .map((m) => ({ username: m.username, name: nameOf(m), state: m.state })),
      messages: [
        ...before.reverse().map((r) => asLine(r, false)),
        asLine(message, true),
        ...after.map((r) => asLine(r, false)),
      ],
    });
  }
  return contexts;
}
