import type { Kysely, Transaction } from 'kysely';
import { EVENT_LIMITS } from '../../shared/api/events';
import type { Dialect } from './dialect';
import { upcomingByState } from './event-states';
import {
  attachHosts,
  countGoing,
  type EventAttendeeContact,
  type EventListFilter,
  type EventRow,
  type EventValues,
  type EventViewer,
  type EventWithCover,
  hostIsLive,
  isLive,
  lockEvent,
} from './events-common';
import { eventGroupOpenTo } from './group-access';
import type { Database } from './schema';
import { type SeatOffer, settleSeats } from './waitlist-seats';

export type { EventListFilter, EventRow, EventValues, EventViewer } from './events-common';

const DAY = 86_400_000;
/** No event lasts longer, so one that ends after `t` starts after `t - MAX_SPAN` (an index range). */
const MAX_SPAN = EVENT_LIMITS.maxDays * DAY;
/** A con page lists at most this many meetups (a con has a few days; more would be a flood). */
const MEETUPS_SHOWN = 200;

export function eventsRepo(db: Kysely<Database>, dialect: Dialect) {
  /**
   * Events the viewer may see: the host is an active member; members-only ones for members; a
   * group's only for those who may open the group (`memberId`: the member asking, null for a visitor).
   */
  const visible = (viewer: EventViewer, memberId: number | null, anyHost = false) => {
    const events = db
      .selectFrom('events')
      .where(eventGroupOpenTo(viewer === 'anonymous' ? null : memberId, 'events'));
    const query = anyHost ? events : events.where(hostIsLive);
    return viewer === 'anonymous' ? query.where('events.visibility', '=', 'public') : query;
  };
  /** The events with their cover's id, and the con's slug and name for a meetup at one. */
  const withCover = (query: ReturnType<typeof visible>) =>
    query
      .leftJoin('event_covers', 'event_covers.event_id', 'events.id')
      .leftJoin('conventions', 'conventions.id', 'events.convention_id')
      .leftJoin('groups', 'groups.id', 'events.group_id')
      .selectAll('events')
      .select([
        'event_covers.id as cover_id',
        'conventions.slug as con_slug',
        'conventions.name as con_name',
        'groups.slug as group_slug',
        'groups.name as group_name',
      ]);
  const withHosts = (rows: EventWithCover[]) => attachHosts(db, rows);

  return {
    /** `then` runs in the same transaction once the event is made (the news of a con meetup). */
    async insert(
      hostId: number,
      values: EventValues,
      now: number,
      then: (trx: Transaction<Database>, id: number) => Promise<void> = async () => undefined,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('events')
          .values({ ...values, host_id: hostId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await then(trx, row.id);
        return row.id;
      });
    },

    /** `anyHost`: an organiser also sees the events of suspended and pending hosts, to cancel them. */
    async findVisible(
      id: number,
      viewer: EventViewer,
      memberId: number | null,
      anyHost = false,
    ): Promise<EventRow | undefined> {
      const row = await withCover(
        visible(viewer, memberId, anyHost).where('events.id', '=', id),
      ).executeTakeFirst();
      return row ? (await withHosts([row]))[0] : undefined;
    },

    /**
     * One page of events and the total. Every condition is a range of starts_at (the index, or
     * (state, starts_at) for a state), so a page costs the same however many events the club had;
     * the total is counted on the index alone (hostIsLive needs no join with the members).
     */
    async list(filter: EventListFilter): Promise<{ rows: EventRow[]; total: number }> {
      const { now, past } = filter;
      const from = filter.from ?? (past ? undefined : now);
      const filtered = () => {
        let query = visible(filter.viewer, filter.memberId);
        if (filter.groupId !== undefined) query = query.where('events.group_id', '=', filter.groupId);
        const privateGroups = filter.privateGroups;
        if (privateGroups !== undefined)
          query = query.where((eb) =>
            eb.or([
              eb('events.group_id', 'is', null),
              eb(
                'events.group_id',
                'in',
                eb.selectFrom('groups').select('groups.id').where('groups.visibility', '<>', 'private'),
              ),
              ...(privateGroups.length > 0 ? [eb('events.group_id', 'in', [...privateGroups])] : []),
            ]),
          );
        if (filter.state) query = query.where('events.state', '=', filter.state);
        if (past) query = query.where('events.ends_at', '<=', now).where('events.starts_at', '<=', now);
        if (from !== undefined)
          query = query.where('events.ends_at', '>', from).where('events.starts_at', '>', from - MAX_SPAN);
        if (filter.to !== undefined) query = query.where('events.starts_at', '<', filter.to);
        if (filter.goingMember !== undefined) {
          // Driven by the member's few answers (rsvps_user), not by every upcoming event.
          const going = db
            .selectFrom('rsvps')
            .select('rsvps.event_id')
            .where('rsvps.user_id', '=', filter.goingMember)
            .where('rsvps.status', '=', 'going');
          query = query.where('events.id', 'in', going);
        }
        if (filter.noOccurrences) query = query.where('events.series_id', 'is', null);
        if (filter.nextOfSeries) {
          // One row per series: its first occurrence still ahead (a visitor's first public one).
          const after = from ?? now;
          query = query.where((eb) =>
            eb.or([
              eb('events.series_id', 'is', null),
              eb(
                'events.id',
                '=',
                eb
                  .selectFrom('events as o')
                  .select('o.id')
                  .whereRef('o.series_id', '=', 'events.series_id')
                  .where('o.cancelled_at', 'is', null)
                  .where('o.ends_at', '>', after)
                  .$if(filter.viewer === 'anonymous', (q) => q.where('o.visibility', '=', 'public'))
                  .orderBy('o.starts_at')
                  .orderBy('o.id')
                  .limit(1),
              ),
            ]),
          );
        }
        return query;
      };
      const order = past ? 'desc' : 'asc';
      const [rows, count] = await Promise.all([
        withCover(filtered())
          .orderBy('events.starts_at', order)
          .orderBy('events.id', order)
          .limit(filter.limit)
          .offset(filter.offset)
          .execute()
          .then(withHosts),
        filtered()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * The next moment after `now` at which a list of coming or past events can change with the
     * clock alone: the earliest end of an event going on now, or else the start of the next event
     * (which ends later still, so the bound is safe). Any event counts, whatever its visibility,
     * state or cancellation: earlier is never wrong. Undefined when no event is on or ahead.
     */
    async nextClockChange(now: number): Promise<number | undefined> {
      const [ongoing, next] = await Promise.all([
        db
          .selectFrom('events')
          .select((eb) => eb.fn.min('ends_at').as('at'))
          .where('starts_at', '>', now - MAX_SPAN)
          .where('starts_at', '<=', now)
          .where('ends_at', '>', now)
          .executeTakeFirst(),
        db
          .selectFrom('events')
          .select('starts_at as at')
          .where('starts_at', '>', now)
          .orderBy('starts_at')
          .limit(1)
          .executeTakeFirst(),
      ]);
      const times = [ongoing?.at, next?.at].filter((at) => at !== null && at !== undefined).map(Number);
      return times.length === 0 ? undefined : Math.min(...times);
    },

    /** Live members going and maybe, per event. */
    async counts(ids: readonly number[]): Promise<Map<number, { going: number; maybe: number }>> {
      const out = new Map<number, { going: number; maybe: number }>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('rsvps')
        .innerJoin('users', 'users.id', 'rsvps.user_id')
        .where('rsvps.event_id', 'in', [...ids])
        .where('rsvps.status', 'in', ['going', 'maybe'])
        .where(isLive)
        .groupBy(['rsvps.event_id', 'rsvps.status'])
        .select(['rsvps.event_id', 'rsvps.status', (eb) => eb.fn.countAll<number>().as('n')])
        .execute();
      for (const row of rows) {
        const entry = out.get(row.event_id) ?? { going: 0, maybe: 0 };
        if (row.status === 'going') entry.going = Number(row.n);
        else entry.maybe = Number(row.n);
        out.set(row.event_id, entry);
      }
      return out;
    },

    /**
     * Saves an edit under the event's lock: refused when the event was cancelled meanwhile, or
     * the new capacity is below the members going. A new start time means a new reminder. `then`
     * runs in the same transaction once the edit is saved (an organiser's audit entry), with the
     * seats offered to the waitlist.
     */
    async update(
      id: number,
      values: EventValues,
      now: number,
      then: (trx: Transaction<Database>, offers: SeatOffer[]) => Promise<void> = async () => undefined,
    ) {
      return db.transaction().execute(async (trx) => {
        const current = await lockEvent(trx, dialect, id);
        if (!current) return 'gone' as const;
        if (current.cancelled_at !== null) return 'cancelled' as const;
        if (values.capacity != null && (await countGoing(trx, id)) > values.capacity)
          return 'capacityBelowGoing' as const;
        await trx
          .updateTable('events')
          .set({ ...values, updated_at: now })
          .where('id', '=', id)
          .execute();
        if (values.starts_at !== Number(current.starts_at))
          await trx.updateTable('rsvps').set({ reminded_at: null }).where('event_id', '=', id).execute();
        // A capacity raised (or removed) offers the new seats to the waitlist (waitlist-seats.ts).
        const saved = await lockEvent(trx, dialect, id);
        await then(trx, saved ? await settleSeats(trx, saved, now) : []);
        return 'ok' as const;
      });
    },

    /**
     * Marks the event cancelled and hands the live members going or maybe to `then`, in the same
     * transaction (their mails are queued with it, so both happen or neither).
     */
    async cancel(
      id: number,
      now: number,
      then: (trx: Transaction<Database>, attendees: EventAttendeeContact[]) => Promise<void>,
    ) {
      return db.transaction().execute(async (trx) => {
        const current = await lockEvent(trx, dialect, id);
        if (!current) return 'gone' as const;
        if (current.cancelled_at !== null) return 'cancelled' as const;
        await trx
          .updateTable('events')
          .set({ cancelled_at: now, updated_at: now })
          .where('id', '=', id)
          .execute();
        const attendees = await trx
          .selectFrom('rsvps')
          .innerJoin('users', 'users.id', 'rsvps.user_id')
          .where('rsvps.event_id', '=', id)
          .where('rsvps.status', 'in', ['going', 'maybe'])
          .where(isLive)
          .select(['users.id as userId', 'users.username', 'users.firstname', 'users.recoveryemail as email'])
          .orderBy('users.id')
          .execute();
        await then(trx, attendees);
        return 'ok' as const;
      });
    },

    /**
     * A con's meetups (events linked to it) the viewer may see, by the visibility rules of the
     * list: not cancelled, not over by `now`, by con day then start (the events_by_convention index).
     */
    async meetupsAt(
      conventionId: number,
      viewer: EventViewer,
      memberId: number | null,
      now: number,
    ): Promise<EventRow[]> {
      return withCover(
        visible(viewer, memberId)
          .where('events.convention_id', '=', conventionId)
          .where('events.cancelled_at', 'is', null)
          .where('events.ends_at', '>', now),
      )
        .orderBy('events.con_day')
        .orderBy('events.starts_at')
        .orderBy('events.id')
        .limit(MEETUPS_SHOWN)
        .execute()
        .then(withHosts);
    },

    /** Every event the member hosts, oldest first (their export). */
    async hostedBy(userId: number) {
      return db
        .selectFrom('events')
        .leftJoin('conventions', 'conventions.id', 'events.convention_id')
        .selectAll('events')
        .select('conventions.slug as con_slug')
        .where('events.host_id', '=', userId)
        .orderBy('events.id')
        .execute();
    },

    /** Per club state, its coming public events: how many, and the next (event-states.ts). */
    upcomingByState: (now: number) => upcomingByState(db, now),
  };
}

export type EventsRepo = ReturnType<typeof eventsRepo>;
