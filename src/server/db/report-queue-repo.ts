import type { Kysely } from 'kysely';
import type { ModeratedMember } from './moderated-member';
import type { Database, ReportSubjectKind } from './schema';

/** One open report or appeal as the organisers' queue shows it, with the member it is about. */
export interface QueueRow {
  id: number;
  reason: string;
  note: string;
  image: string;
  /** What the report is about beyond the member (migration 033); null for older rows and profiles. */
  subject: { kind: ReportSubjectKind; id: string } | null;
  createdAt: number;
  reporterUsername: string;
  /** Null once the reporter's account is erased (a message's context is what the reporter saw). */
  reporterId: number | null;
  member: Omit<ModeratedMember, 'recoveryemail' | 'role'>;
}

/** Open reports the queue shows at most (oldest first): far more than a club ever has waiting. */
const QUEUE_LIMIT = 1000;

/** Open reports and appeals about live members, oldest first, with who reported them. */
export async function openReports(db: Kysely<Database>): Promise<QueueRow[]> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('users as m', 'm.id', 'reports.member_id')
    .leftJoin('users as r', 'r.id', 'reports.reporter_id')
    .select([
      'reports.id',
      'reports.reason',
      'reports.note',
      'reports.image',
      'reports.subject_kind',
      'reports.subject_id',
      'reports.created_at',
      'reports.reporter_id',
      'r.username as reporterUsername',
      'm.id as memberId',
      'm.username',
      'm.firstname',
      'm.lastname',
      'm.status',
      'm.status_reason',
      'm.image as memberImage',
      'm.slideshow',
    ])
    .where('reports.status', '=', 'open')
    .where('m.deleted_at', 'is', null)
    .orderBy('reports.created_at')
    .orderBy('reports.id')
    .limit(QUEUE_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    note: row.note,
    image: row.image,
    subject: row.subject_kind && row.subject_id ? { kind: row.subject_kind, id: row.subject_id } : null,
    createdAt: Number(row.created_at),
    reporterUsername: row.reporterUsername ?? '',
    reporterId: row.reporter_id,
    member: {
      id: row.memberId,
      username: row.username,
      firstname: row.firstname,
      lastname: row.lastname,
      status: row.status,
      status_reason: row.status_reason,
      image: row.memberImage,
      slideshow: row.slideshow,
    },
  }));
}
