import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { ModeratedMember } from './moderated-member';
import { openReports } from './report-queue-repo';
import { type ReportSubjectRef, reportSubjectFacts } from './report-subjects';
import type { Database } from './schema';
import { endSessions } from './session-ends';

export type { ModeratedMember, ReportSubjectRef };

type Db = Kysely<Database> | Transaction<Database>;

const MEMBER_COLUMNS = [
  'id',
  'username',
  'firstname',
  'lastname',
  'recoveryemail',
  'role',
  'status',
  'status_reason',
  'image',
  'slideshow',
] as const;

export interface NewReport {
  memberId: number;
  reporterId: number;
  image: string;
  reason: string;
  note: string;
  subject?: ReportSubjectRef;
}

export interface OpenReport {
  id: number;
  memberId: number;
  reporterId: number | null;
  image: string;
  reason: string;
  note: string;
}

/**
 * Reports, appeals and the organisers' actions on members. Writes take the transaction of the
 * action, which also records the audit entry and queues the member's notice.
 */
export function moderationRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** A member who may be reported: live (not being deleted) and active, by username. */
    async findReportable(username: string): Promise<ModeratedMember | undefined> {
      return db
        .selectFrom('users')
        .select(MEMBER_COLUMNS)
        .where('username_key', '=', username.toLowerCase())
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    /** A report or an appeal; an appeal's in the transaction that marks it (`trx`). */
    async insertReport(report: NewReport, now: number, trx?: Db): Promise<void> {
      await (trx ?? db)
        .insertInto('reports')
        .values({
          member_id: report.memberId,
          reporter_id: report.reporterId,
          image: report.image,
          reason: report.reason,
          note: report.note,
          subject_kind: report.subject?.kind ?? null,
          subject_id: report.subject?.id ?? null,
          created_at: now,
        })
        .execute();
    },

    /** The reported groups, slots and album photos that still exist, with their con (report-subjects.ts). */
    subjectFacts: (refs: readonly ReportSubjectRef[]) => reportSubjectFacts(db, refs),

    /**
     * Marks the suspended member's one appeal; false when they are not suspended or have already
     * appealed this suspension (the condition makes two racing appeals count once).
     */
    async markAppealed(trx: Db, userId: number, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ appealed_at: now })
        .where('id', '=', userId)
        .where('status', '=', 'suspended')
        .where('appealed_at', 'is', null)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Open reports and appeals about live members, oldest first (report-queue-repo.ts). */
    openReports: () => openReports(db),

    /** An open report about a live member. */
    async findOpenReport(trx: Db, id: number): Promise<OpenReport | undefined> {
      return trx
        .selectFrom('reports')
        .innerJoin('users', 'users.id', 'reports.member_id')
        .select([
          'reports.id',
          'reports.member_id as memberId',
          'reports.reporter_id as reporterId',
          'reports.image',
          'reports.reason',
          'reports.note',
        ])
        .where('reports.id', '=', id)
        .where('reports.status', '=', 'open')
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The live member's row, locked for the rest of the transaction on PostgreSQL (SQLite runs
     * one write transaction at a time), so an action and a profile save never interleave.
     */
    async lockMember(trx: Transaction<Database>, id: number): Promise<ModeratedMember | undefined> {
      const read = trx
        .selectFrom('users')
        .select(MEMBER_COLUMNS)
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      return (dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    },

    /** A member's recovery address and username, for a notice (undefined once erased). */
    async contactOf(trx: Db, id: number): Promise<{ username: string; recoveryemail: string } | undefined> {
      return trx
        .selectFrom('users')
        .select(['username', 'recoveryemail'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Closes one open report; false when it was closed meanwhile. */
    async closeReport(
      trx: Db,
      id: number,
      status: 'dismissed' | 'actioned',
      organiserId: number,
      now: number,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('reports')
        .set({ status, resolved_at: now, resolved_by: organiserId })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks the member's open reports actioned: all, those of one photo, or the appeals only. */
    async actionOpenReports(
      trx: Db,
      memberId: number,
      which: { image: string } | 'all' | 'appeals',
      organiserId: number,
      now: number,
    ): Promise<{ id: number; reporterId: number | null; reason: string }[]> {
      let query = trx
        .updateTable('reports')
        .set({ status: 'actioned', resolved_at: now, resolved_by: organiserId })
        .where('member_id', '=', memberId)
        .where('status', '=', 'open');
      if (which === 'appeals') query = query.where('reason', '=', 'appeal');
      else if (which !== 'all') query = query.where('image', '=', which.image);
      const rows = await query.returning(['id', 'reporter_id', 'reason']).execute();
      return rows.map((r) => ({ id: r.id, reporterId: r.reporter_id, reason: r.reason }));
    },

    /** Takes a photo off the profile and keeps it, hidden, as evidence. */
    async hidePhoto(
      trx: Db,
      memberId: number,
      photos: { image: string; slideshow: string },
      imageId: string,
      now: number,
    ): Promise<void> {
      await trx.updateTable('users').set(photos).where('id', '=', memberId).execute();
      await trx
        .updateTable('images')
        .set({ hidden_at: now })
        .where('id', '=', imageId)
        .where('user_id', '=', memberId)
        .execute();
    },

    /**
     * Suspends an active member or lifts a suspension; false when the member was not in the
     * standing it changes from (the condition decides two racing actions: one wins). A
     * suspension also ends every session of theirs.
     */
    async setStatus(
      trx: Db,
      memberId: number,
      status: 'active' | 'suspended',
      reason: string,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ status, status_reason: reason, appealed_at: null })
        .where('id', '=', memberId)
        .where('status', '=', status === 'active' ? 'suspended' : 'active')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      // Raising the credential generation also ends the sessions of logins still in flight, so
      // lifting the suspension later does not bring them back.
      if (status === 'suspended') await endSessions(trx, memberId);
      return true;
    },
  };
}

export type ModerationRepo = ReturnType<typeof moderationRepo>;
