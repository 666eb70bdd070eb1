import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ConGoingDay, ConGoingVisibility } from '../../shared/api/con-going';
import { isLive } from './events-common';
import { noBlockBetween } from './member-relations';
import { wornProject } from './project-visibility';
import type { Database } from './schema';

/** Who reads a con's goers: a visitor, or a signed-in member (who always sees themselves). */
export type ConGoingViewer = { kind: 'anonymous' } | { kind: 'member'; userId: number };

/** A goer's day as the con page lists it. */
export interface ConGoerRow {
  day: string;
  username: string;
  firstname: string;
  lastname: string;
  character: string;
  series: string;
  /** The project worn, when the viewer may see it. */
  project_id: number | null;
  project_title: string | null;
}

type Goers = ExpressionBuilder<Database, 'con_attendance' | 'con_attendance_days' | 'users'>;

/**
 * Who this viewer may see, decided in the query so a hidden member is never read, let alone
 * counted. Others: live (active, not deleting), listed members, as event attendee lists name them
 * (features/events/present.ts): a visitor sees only 'public' choices of members whose profile is
 * public; a member also 'members' choices. 'private' is for the member alone.
 */
function visibleTo(viewer: ConGoingViewer) {
  return (eb: Goers) => {
    const others =
      viewer.kind === 'anonymous'
        ? eb.and([
            isLive(eb),
            eb('users.listed', '=', 1),
            eb('users.visibility', '=', 'everyone'),
            eb('con_attendance.visibility', '=', 'public'),
          ])
        : eb.and([
            isLive(eb),
            eb('users.listed', '=', 1),
            eb('con_attendance.visibility', 'in', ['public', 'members']),
          ]);
    return viewer.kind === 'member'
      ? eb.or([eb('con_attendance.user_id', '=', viewer.userId), others])
      : others;
  };
}

/** The member's days at the con with what they wear each day, by day (their form, their day plan). */
export function attendanceDays(db: Kysely<Database>, conventionId: number, userId: number) {
  return db
    .selectFrom('con_attendance_days')
    .select(['day', 'character', 'series'])
    .where('convention_id', '=', conventionId)
    .where('user_id', '=', userId)
    .orderBy('day')
    .execute();
}

/** Members going to cons (migration 027): features/con-going, and the member's export. */
export function conGoingRepo(db: Kysely<Database>) {
  return {
    /**
     * Replaces the member's answer for the con in one transaction; no days deletes it (not
     * going). The upsert of the attendance row comes first: on PostgreSQL it locks that row, so
     * two saves of one member run one after the other and the last one's days stand whole.
     */
    async save(
      conventionId: number,
      userId: number,
      answer: { visibility: ConGoingVisibility; days: ConGoingDay[] },
      now: number,
    ): Promise<'ok' | 'not-your-project'> {
      if (answer.days.length === 0) {
        await this.remove(conventionId, userId);
        return 'ok';
      }
      const worn = [...new Set(answer.days.flatMap((d) => (d.projectId === null ? [] : [d.projectId])))];
      return db.transaction().execute(async (trx) => {
        if (worn.length > 0) {
          const own = await trx
            .selectFrom('projects')
            .select('id')
            .where('id', 'in', worn)
            .where('owner_id', '=', userId)
            .execute();
          if (own.length !== worn.length) return 'not-your-project' as const;
        }
        await trx
          .insertInto('con_attendance')
          .values({
            convention_id: conventionId,
            user_id: userId,
            visibility: answer.visibility,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['convention_id', 'user_id'])
              .doUpdateSet({ visibility: answer.visibility, updated_at: now }),
          )
          .execute();
        await trx
          .deleteFrom('con_attendance_days')
          .where('convention_id', '=', conventionId)
          .where('user_id', '=', userId)
          .execute();
        await trx
          .insertInto('con_attendance_days')
          .values(
            answer.days.map(({ projectId, ...d }) => ({
              convention_id: conventionId,
              user_id: userId,
              ...d,
              project_id: projectId,
            })),
          )
          .execute();
        return 'ok' as const;
      });
    },

    /** Not going: the attendance row, and its days with it (cascade). */
    async remove(conventionId: number, userId: number): Promise<void> {
      await db
        .deleteFrom('con_attendance')
        .where('convention_id', '=', conventionId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** The con's goers this viewer may see, per day in the order they said so, with projects they may see. */
    async goers(conventionId: number, viewer: ConGoingViewer): Promise<ConGoerRow[]> {
      const viewerId = viewer.kind === 'member' ? viewer.userId : null;
      return (
        db
          .selectFrom('con_attendance_days')
          .innerJoin('con_attendance', (join) =>
            join
              .onRef('con_attendance.convention_id', '=', 'con_attendance_days.convention_id')
              .onRef('con_attendance.user_id', '=', 'con_attendance_days.user_id'),
          )
          .innerJoin('users', 'users.id', 'con_attendance.user_id')
          .leftJoin(wornProject(db, viewerId), (join) =>
            join.onRef('worn.id', '=', 'con_attendance_days.project_id'),
          )
          .where('con_attendance_days.convention_id', '=', conventionId)
          .where(visibleTo(viewer))
          // A block either way leaves the goer out (migration 038).
          .where(noBlockBetween(viewerId, 'con_attendance.user_id'))
          .select([
            'con_attendance_days.day',
            'users.username',
            'users.firstname',
            'users.lastname',
            'con_attendance_days.character',
            'con_attendance_days.series',
            'worn.id as project_id',
            'worn.title as project_title',
          ])
          .orderBy('con_attendance_days.day')
          .orderBy('con_attendance.created_at')
          .orderBy('users.id')
          .execute()
      );
    },

    /** The member's own answer for the con (the form), or undefined when not going. */
    async mine(conventionId: number, userId: number) {
      const row = await db
        .selectFrom('con_attendance')
        .select('visibility')
        .where('convention_id', '=', conventionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const days = await db
        .selectFrom('con_attendance_days')
        .select(['day', 'character', 'series', 'project_id'])
        .where('convention_id', '=', conventionId)
        .where('user_id', '=', userId)
        .orderBy('day')
        .execute();
      return {
        visibility: row.visibility,
        days: days.map(({ project_id, ...d }) => ({
          ...d,
          projectId: project_id === null ? null : Number(project_id),
        })),
      };
    },

    /** Every con the member said they go to, with its days (their export). */
    async ofMember(userId: number) {
      return db
        .selectFrom('con_attendance')
        .innerJoin('conventions', 'conventions.id', 'con_attendance.convention_id')
        .leftJoin('con_attendance_days', (join) =>
          join
            .onRef('con_attendance_days.convention_id', '=', 'con_attendance.convention_id')
            .onRef('con_attendance_days.user_id', '=', 'con_attendance.user_id'),
        )
        .where('con_attendance.user_id', '=', userId)
        .select([
          'conventions.name',
          'conventions.slug',
          'con_attendance.visibility',
          'con_attendance.updated_at',
          'con_attendance_days.day',
          'con_attendance_days.character',
          'con_attendance_days.series',
        ])
        .orderBy('conventions.slug')
        .orderBy('con_attendance_days.day')
        .execute();
    },
  };
}
