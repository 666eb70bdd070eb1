import type { Kysely } from 'kysely';
import { DEFAULT_QUIET_HOURS } from '../../shared/notifications/quiet-hours';
import type { NotificationType } from '../../shared/notifications/types';
import { type FollowedThing, followersWhoSee } from './follower-recipients';
import { eventGroupOpenTo, groupShownTo } from './group-access';
import { noBlockBetween } from './member-relations';
import { notificationChoices } from './notification-choices';
import { projectVisibleTo } from './project-visibility';
import type { Database } from './schema';
import type { GroupMemberState, GroupRole } from './schema-groups';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

/** One occurrence for one member: a new row, or one more on the member's unread row of its group. */
export interface NotificationOccurrence {
  userId: number;
  type: NotificationType;
  subjectKind: 'event' | 'member' | 'report' | 'convention' | 'project' | 'group' | '';
  subjectId: number | null;
  groupKey: string;
  actorId: number | null;
  data: Record<string, string | number>;
  at: number;
}

/** Who an occurrence goes to, when the job resolves it (the rows of that moment). */
export type RecipientRule =
  | { rule: 'event-host'; eventId: number }
  | { rule: 'event-attendees'; eventId: number }
  | { rule: 'organisers' }
  | { rule: 'members-in-states'; states: string[] }
  | { rule: 'con-day-goers'; conventionId: number; day: string }
  | { rule: 'followers'; memberId: number; thing: FollowedThing }
  /**
   * The group's members in these states (and roles, and among these members) when the job runs,
   * of a group not hidden: a notice about a group reaches only those it is shown to then.
   */
  | {
      rule: 'group-members';
      groupId: number;
      states: GroupMemberState[];
      roles?: GroupRole[];
      among?: number[];
      /** Nobody a block stands between with this member (the one whose doing it is). */
      apartFrom?: number;
    }
  /** Of these members of a conversation, those who have not read up to the message by now. */
  | { rule: 'message-unread'; conversationId: number; messageId: number; among: number[] };

/** An inbox row with what its text needs, read as the member may see it now. */
export interface InboxRow {
  id: number;
  type: string;
  subjectKind: string;
  subjectId: number | null;
  data: string;
  occurrences: number;
  actors: number;
  createdAt: number;
  readAt: number | null;
  /** Null when the actor is gone, hidden or not active: shown as "A member". */
  actor: { username: string; firstname: string } | null;
  /** The event's facts, or null when it is not an event (or is gone: such rows are not listed). */
  event: { title: string; startsAt: number; timeZone: string; cancelled: boolean } | null;
  /** The project's title, when it is about a project (listed only while the member may see it). */
  project: { title: string } | null;
  /** The group's name and page, when it is about a group (listed only while it is shown to the member). */
  group: { name: string; slug: string } | null;
}

interface ShownRow {
  id: number;
  type: string;
  subject_kind: string;
  subject_id: number | null;
  data: string;
  occurrences: number | string;
  created_at: number | string;
  read_at: number | string | null;
  username: string | null;
  firstname: string | null;
  title: string | null;
  starts_at: number | string | null;
  time_zone: string | null;
  cancelled_at: number | string | null;
  project_title: string | null;
  group_name: string | null;
  group_slug: string | null;
  actors: number | string | null;
}

function toInboxRow(r: ShownRow): InboxRow {
  return {
    id: r.id,
    type: r.type,
    subjectKind: r.subject_kind,
    subjectId: r.subject_id,
    data: r.data,
    occurrences: Number(r.occurrences),
    actors: Number(r.actors ?? 0),
    createdAt: Number(r.created_at),
    readAt: r.read_at === null ? null : Number(r.read_at),
    actor: r.username ? { username: r.username, firstname: r.firstname ?? '' } : null,
    event:
      r.title !== null
        ? {
            title: r.title,
            startsAt: Number(r.starts_at),
            timeZone: r.time_zone ?? 'America/Chicago',
            cancelled: r.cancelled_at !== null,
          }
        : null,
    project: r.project_title !== null ? { title: r.project_title } : null,
    group: r.group_name !== null && r.group_slug !== null ? { name: r.group_name, slug: r.group_slug } : null,
  };
}

export function notificationsRepo(db: Kysely<Database>) {
  /**
   * The member's rows they may see now: a row about an event only while members can see the event
   * (it exists and its host is active, as events-common's hostIsLive has it), a row about a
   * project only while the member may see the project (projectVisibleTo: `pr`, its maker `u`).
   */
  const visibleRows = (userId: number) =>
    db
      .selectFrom('notifications as n')
      .leftJoin('events as e', (join) =>
        join.onRef('e.id', '=', 'n.subject_id').on('n.subject_kind', '=', 'event'),
      )
      .leftJoin('users as h', (join) =>
        join.onRef('h.id', '=', 'e.host_id').on('h.status', '=', 'active').on('h.deleted_at', 'is', null),
      )
      .leftJoin('projects as pr', (join) =>
        join.onRef('pr.id', '=', 'n.subject_id').on('n.subject_kind', '=', 'project'),
      )
      .leftJoin('users as u', 'u.id', 'pr.owner_id')
      .leftJoin('groups as g', (join) =>
        join.onRef('g.id', '=', 'n.subject_id').on('n.subject_kind', '=', 'group'),
      )
      .where('n.user_id', '=', userId)
      // A row about a group only while the group is shown to the member (a private group they left: gone).
      .where((eb) =>
        eb.or([
          eb('n.subject_kind', '<>', 'group'),
          eb.and([eb('g.id', 'is not', null), groupShownTo(userId, 'g')]),
        ]),
      )
      .where((eb) => eb.or([eb('n.subject_kind', '<>', 'event'), eb('h.id', 'is not', null)]))
      // A group's event only while the member may open the group (a former member's news goes).
      .where(eventGroupOpenTo(userId, 'e'))
      .where((eb) =>
        eb.or([
          eb('n.subject_kind', '<>', 'project'),
          eb.and([eb('pr.id', 'is not', null), projectVisibleTo(userId)]),
        ]),
      );

  /** The inbox's columns: the actor only while active, the count of distinct actors. */
  const shownRows = (userId: number) =>
    visibleRows(userId)
      .leftJoin('users as a', (join) =>
        join
          .onRef('a.id', '=', 'n.actor_id')
          .on('a.status', '<>', 'suspended')
          .on('a.deleted_at', 'is', null),
      )
      .select((eb) => [
        'n.id',
        'n.type',
        'n.subject_kind',
        'n.subject_id',
        'n.data',
        'n.occurrences',
        'n.created_at',
        'n.read_at',
        'a.username',
        'a.firstname',
        'e.title',
        'e.starts_at',
        'e.time_zone',
        'e.cancelled_at',
        'pr.title as project_title',
        'g.name as group_name',
        'g.slug as group_slug',
        eb
          .selectFrom('notification_actors as na')
          .select((c) => c.fn.countAll<number>().as('count'))
          .whereRef('na.notification_id', '=', 'n.id')
          .as('actors'),
      ]);

  const choices = notificationChoices(db);
  return {
    ...choices,
    /** Members of a rule, before settings and status are applied. */
    async recipients(to: RecipientRule): Promise<number[]> {
      switch (to.rule) {
        case 'event-host': {
          const row = await db
            .selectFrom('events')
            .select('host_id')
            .where('id', '=', to.eventId)
            .executeTakeFirst();
          return row ? [row.host_id] : [];
        }
        case 'event-attendees': {
          const rows = await db
            .selectFrom('rsvps')
            .select('user_id')
            .where('event_id', '=', to.eventId)
            .where('status', 'in', ['going', 'maybe'])
            .execute();
          return rows.map((r) => r.user_id);
        }
        case 'organisers': {
          const rows = await db.selectFrom('users').select('id').where('role', '=', 'organiser').execute();
          return rows.map((r) => r.id);
        }
        case 'members-in-states': {
          if (to.states.length === 0) return [];
          // Off by default: only members who turned it on, so the settings rows lead.
          const rows = await db
            .selectFrom('notification_settings as s')
            .innerJoin('member_states as m', 'm.user_id', 's.user_id')
            .select('s.user_id')
            .distinct()
            .where('s.type', '=', 'member-joined-state')
            .where('s.channel', '=', 'inbox')
            .where('s.enabled', '=', 1)
            .where('m.state', 'in', to.states)
            .execute();
          return rows.map((r) => r.user_id);
        }
        case 'con-day-goers': {
          // Members who said they go to the con on that day (con attendance, migration 027).
          const rows = await db
            .selectFrom('con_attendance_days')
            .select('user_id')
            .where('convention_id', '=', to.conventionId)
            .where('day', '=', to.day)
            .execute();
          return rows.map((r) => r.user_id);
        }
        case 'followers':
          // The author's followers who may see the thing now (db/follower-recipients.ts).
          return followersWhoSee(db, to.memberId, to.thing);
        case 'group-members': {
          if (to.states.length === 0 || to.among?.length === 0) return [];
          let query = db
            .selectFrom('group_members as gm')
            .innerJoin('groups as g', 'g.id', 'gm.group_id')
            .select('gm.member_id')
            .where('gm.group_id', '=', to.groupId)
            .where('g.hidden_at', 'is', null)
            .where('gm.state', 'in', to.states);
          if (to.roles) query = query.where('gm.role', 'in', to.roles);
          if (to.among) query = query.where('gm.member_id', 'in', to.among);
          if (to.apartFrom !== undefined) query = query.where(noBlockBetween(to.apartFrom, 'gm.member_id'));
          return (await query.execute()).map((r) => r.member_id);
        }
        case 'message-unread': {
          // A member chatting with the conversation open read it before the job ran: no notice.
          if (to.among.length === 0) return [];
          const rows = await db
            .selectFrom('conversation_members')
            .select('member_id')
            .where('conversation_id', '=', to.conversationId)
            .where('member_id', 'in', to.among)
            .where('last_read_id', '<', to.messageId)
            .execute();
          return rows.map((r) => r.member_id);
        }
      }
    },

    /**
     * Records occurrences in one transaction: each joins the member's unread row of its group or
     * starts one (the partial unique index decides under concurrency). Returns each row's id.
     */
    async record(trx: Trx, occurrences: NotificationOccurrence[]): Promise<{ userId: number; id: number }[]> {
      const recorded: { userId: number; id: number }[] = [];
      for (const o of occurrences) {
        const row = await trx
          .insertInto('notifications')
          .values({
            user_id: o.userId,
            type: o.type,
            subject_kind: o.subjectKind,
            subject_id: o.subjectId,
            group_key: o.groupKey,
            actor_id: o.actorId,
            data: JSON.stringify(o.data),
            created_at: o.at,
          })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'group_key'])
              .where('read_at', 'is', null)
              .doUpdateSet((eb) => ({
                created_at: eb.ref('excluded.created_at'),
                data: eb.ref('excluded.data'),
                actor_id: eb.fn.coalesce(eb.ref('excluded.actor_id'), eb.ref('notifications.actor_id')),
                occurrences: eb(eb.ref('notifications.occurrences'), '+', 1),
              })),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        if (o.actorId !== null)
          await trx
            .insertInto('notification_actors')
            .values({ notification_id: row.id, actor_id: o.actorId, at: o.at })
            .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doUpdateSet({ at: o.at }))
            .execute();
        recorded.push({ userId: o.userId, id: row.id });
      }
      return recorded;
    },

    /** The member's inbox, newest first, `limit` rows after the row `before` (an id) in that order. */
    async inbox(userId: number, limit: number, before?: number): Promise<InboxRow[]> {
      let query = shownRows(userId).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(limit);
      if (before !== undefined) {
        const cursor = await db
          .selectFrom('notifications')
          .select(['created_at', 'id'])
          .where('id', '=', before)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (cursor)
          query = query.where((eb) =>
            eb.or([
              eb('n.created_at', '<', cursor.created_at),
              eb.and([eb('n.created_at', '=', cursor.created_at), eb('n.id', '<', cursor.id)]),
            ]),
          );
      }
      return (await query.execute()).map(toInboxRow);
    },

    /** One of the member's rows as the inbox shows it now (a push is made from this), if shown. */
    async one(userId: number, id: number): Promise<InboxRow | undefined> {
      const row = await shownRows(userId).where('n.id', '=', id).executeTakeFirst();
      return row && toInboxRow(row);
    },

    /** How many of the member's rows are unread (of those the inbox lists). */
    async unread(userId: number): Promise<number> {
      const row = await visibleRows(userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('n.read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Marks the member's rows read: these ids, or all. */
    async markRead(userId: number, now: number, ids?: number[]): Promise<void> {
      if (ids?.length === 0) return;
      let update = db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids) update = update.where('id', 'in', ids);
      await update.execute();
    },

    /** Marks the member's unread rows of these groups read (a conversation read); whether any were. */
    async markGroupsRead(userId: number, now: number, groupKeys: string[]): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('group_key', 'in', groupKeys)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * At account deletion: the member's notifications and choices go at once, and so do they as
     * the actor behind others' rows (counts and names no longer include them).
     */
    async forgetMember(trx: Db, userId: number): Promise<void> {
      await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
      await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
      await trx.deleteFrom('notification_quiet_hours').where('user_id', '=', userId).execute();
      await trx.deleteFrom('notification_actors').where('actor_id', '=', userId).execute();
      await trx.updateTable('notifications').set({ actor_id: null }).where('actor_id', '=', userId).execute();
    },

    /** The member's notifications and choices, for their data export. */
    async exportOf(userId: number) {
      const notifications = await db
        .selectFrom('notifications')
        .select(['type', 'subject_kind', 'subject_id', 'data', 'occurrences', 'created_at', 'read_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      const quiet = (await choices.pushTiming([userId])).get(userId)?.quiet ?? DEFAULT_QUIET_HOURS;
      return { notifications, choices: await choices.choices(userId), quietHours: quiet };
    },
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
