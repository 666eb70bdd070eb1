import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from './dialect';
import { isLive } from './events-common';
import { eventGroupOpenToMember } from './group-member-rules';
import { noBlockBetween } from './member-relations';
import { wornProject } from './project-visibility';
import { reseatReturningMember } from './returning-rsvps';
import { answerRsvp, type OnOffers, type RsvpAnswer } from './rsvp-answer';
import type { Database } from './schema';

export type { RsvpAnswer } from './rsvp-answer';

/** Someone coming, with what their profile lets the event show. */
export interface EventAttendee {
  username: string;
  firstname: string;
  lastname: string;
  image: string;
  /** Their profile's: 'everyone' or 'members'. */
  visibility: string;
  listed: number;
  status: 'going' | 'maybe';
  cosplan: string;
  photoshoot: number;
  /** Their project worn, when the viewer may see it. */
  project_id: number | null;
  project_title: string | null;
  /** 0 when the viewer and this member blocked one another: only counted, like an unlisted member. */
  shown: number | string;
}

/** A reminder claimed by one sweep: the member, their address and the event. */
export interface ClaimedReminder {
  eventId: number;
  userId: number;
  email: string;
  firstname: string;
  title: string;
  startsAt: number;
  timeZone: string;
  venue: string;
  address: string;
  city: string;
  state: string;
}

export function rsvpsRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** In the transaction that brings a member back: the seats that no longer fit (returning-rsvps.ts). */
    reseatReturning: (trx: Transaction<Database>, userId: number, now: number) =>
      reseatReturningMember(trx, dialect, userId, now),

    /** Saves the member's answer, or puts them in the waitlist of a full event (rsvp-answer.ts). */
    answer: (eventId: number, userId: number, answer: RsvpAnswer, now: number, onOffers: OnOffers) =>
      db.transaction().execute((trx) => answerRsvp(trx, dialect, eventId, userId, answer, now, onOffers)),

    async mine(eventId: number, userId: number) {
      return db
        .selectFrom('rsvps')
        .select(['status', 'cosplan', 'photoshoot', 'project_id'])
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Every answer of the member, with its event's title and time (their export). */
    async ofMember(userId: number) {
      return db
        .selectFrom('rsvps')
        .innerJoin('events', 'events.id', 'rsvps.event_id')
        .where('rsvps.user_id', '=', userId)
        .select([
          'rsvps.event_id',
          'events.title',
          'events.starts_at',
          'events.time_zone',
          'rsvps.status',
          'rsvps.cosplan',
          'rsvps.photoshoot',
          'rsvps.updated_at',
        ])
        .orderBy('events.starts_at')
        .orderBy('rsvps.event_id')
        .execute();
    },

    /**
     * Live members going or maybe, in the order they answered, with the project each wears when
     * `viewerId` (null: a visitor) may see it.
     */
    async attendees(eventId: number, viewerId: number | null): Promise<EventAttendee[]> {
      return db
        .selectFrom('rsvps')
        .innerJoin('users', 'users.id', 'rsvps.user_id')
        .leftJoin(wornProject(db, viewerId), (join) => join.onRef('worn.id', '=', 'rsvps.project_id'))
        .where('rsvps.event_id', '=', eventId)
        .where('rsvps.status', 'in', ['going', 'maybe'])
        .where(isLive)
        .select([
          'users.username',
          'users.firstname',
          'users.lastname',
          'users.image',
          'users.visibility',
          'users.listed',
          'rsvps.status',
          'rsvps.cosplan',
          'rsvps.photoshoot',
          'worn.id as project_id',
          'worn.title as project_title',
          // A block either way: not named to the viewer, only counted, as an unlisted member is (038).
          sql<number>`case when ${noBlockBetween(viewerId, 'rsvps.user_id')} then 1 else 0 end`.as('shown'),
        ])
        .orderBy('rsvps.created_at')
        .orderBy('users.id')
        .execute() as Promise<EventAttendee[]>;
    },

    /**
     * The day-before reminders due now: going RSVPs of live members, for visible events not
     * cancelled that start within `windowMs`, never reminded for this start. They are marked, and
     * `then` queues their mails, in one transaction: a later sweep (another instance, a restart)
     * finds them marked. On PostgreSQL the RSVP rows are locked (FOR UPDATE OF rsvps): a sweep
     * running at the same moment waits for the lock, re-reads the rows and finds them marked.
     */
    async claimReminders(
      now: number,
      windowMs: number,
      then: (trx: Transaction<Database>, claimed: ClaimedReminder[]) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const candidates = await trx
          .selectFrom('rsvps')
          .innerJoin('events', 'events.id', 'rsvps.event_id')
          .innerJoin('users', 'users.id', 'rsvps.user_id')
          .innerJoin('users as host', 'host.id', 'events.host_id')
          .where('events.starts_at', '>', now)
          .where('events.starts_at', '<=', now + windowMs)
          .where('events.cancelled_at', 'is', null)
          .where('host.status', '=', 'active')
          .where('host.deleted_at', 'is', null)
          .where('rsvps.status', '=', 'going')
          .where('rsvps.reminded_at', 'is', null)
          .where(isLive)
          // A member who left the event's private group is not reminded of it.
          .where(eventGroupOpenToMember('rsvps.user_id', 'events'))
          .select([
            'rsvps.event_id as eventId',
            'rsvps.user_id as userId',
            'users.recoveryemail as email',
            'users.firstname',
            'events.title',
            'events.starts_at as startsAt',
            'events.time_zone as timeZone',
            'events.venue',
            'events.address',
            'events.city',
            'events.state',
          ])
          .orderBy('events.starts_at')
          .orderBy('rsvps.user_id')
          .$if(dialect === 'postgres', (q) => q.forUpdate('rsvps'))
          .execute();
        const claimed: ClaimedReminder[] = [];
        for (const candidate of candidates) {
          // Marked only if still unmarked: on SQLite the transaction already excludes every other
          // writer; on PostgreSQL the row lock did, and this is the proof.
          const marked = await trx
            .updateTable('rsvps')
            .set({ reminded_at: now })
            .where('event_id', '=', candidate.eventId)
            .where('user_id', '=', candidate.userId)
            .where('reminded_at', 'is', null)
            .executeTakeFirst();
          if (Number(marked.numUpdatedRows) === 1)
            claimed.push({ ...candidate, startsAt: Number(candidate.startsAt) });
        }
        await then(trx, claimed);
        return claimed.length;
      });
    },
  };
}

export type RsvpsRepo = ReturnType<typeof rsvpsRepo>;
