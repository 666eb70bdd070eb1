import type { ExpressionBuilder, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database, MemberStatus } from './schema';
import type { EventsTable } from './schema-events';

type Db = Kysely<Database> | Transaction<Database>;

/** Who is asking: members see members-only events (and members-only profiles), visitors do not. */
export type EventViewer = 'anonymous' | 'member';

/** The columns a member sets (POST and PUT), as stored. */
export type EventValues = Omit<Insertable<EventsTable>, 'id' | 'host_id' | 'created_at' | 'updated_at'>;

/** With the con it is a meetup at (its slug and name; null for other events). */
export type EventWithCover = Selectable<EventsTable> & {
  cover_id: string | null;
  con_slug: string | null;
  con_name: string | null;
  /** The group it is an event of (issue 38), or null. */
  group_slug: string | null;
  group_name: string | null;
};

/** An event as the API shows it: its row, its host's profile fields and its cover's id. */
export type EventRow = EventWithCover & {
  host_username: string;
  host_firstname: string;
  host_lastname: string;
  host_image: string;
  host_visibility: string;
};

export interface EventListFilter {
  viewer: EventViewer;
  /**
   * The signed-in member asking, or null for a visitor: a group's events show only to those who
   * may open the group (db/group-access.ts), so a private group's stay its active members'.
   */
  memberId: number | null;
  now: number;
  /** Events still going on after it (default: now, for upcoming ones). */
  from?: number;
  /** Events starting before it. */
  to?: number;
  state?: string;
  /** Events over by now, newest first. */
  past?: boolean;
  offset: number;
  limit: number;
  /**
   * The private groups whose events may show, beside the rule (the kept answer's key names them:
   * features/events/group-viewer.ts), so that an answer never holds more than its key says even
   * when the member joined a group while it was being computed.
   */
  privateGroups?: readonly number[];
  /** Only the events of this group (its page). */
  groupId?: number;
  /** Only events this member is going to (their private feed). */
  goingMember?: number;
  /** Of each series, only its next occurrence not cancelled (a list that would repeat it). */
  nextOfSeries?: boolean;
  /** Leave out occurrences of series (a feed that writes each series as one RRULE). */
  noOccurrences?: boolean;
}

/** A member an event's news goes to. */
export interface EventAttendeeContact {
  userId: number;
  username: string;
  firstname: string;
  email: string;
}

/**
 * A member who takes part: active, and not deleting their account. Their RSVPs count, their
 * events show; everyone else's are kept but out of sight (restored with the account).
 */
export const isLive = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([eb('users.status', '=', 'active'), eb('users.deleted_at', 'is', null)]);

/** Every status but 'active': a new status fails to compile until it is listed here. */
const NOT_ACTIVE = ['pending', 'suspended'] as const satisfies readonly MemberStatus[];
type AssertNever<T extends never> = T;
export type EveryOtherStatusIsListed = AssertNever<
  Exclude<MemberStatus, 'active' | (typeof NOT_ACTIVE)[number]>
>;

/**
 * The event's host is a live member. Written as "not one of the members who are not", because
 * those are few and found on two small index ranges (users_status, users_deleted_at): a list and
 * its count then never join every member (on PostgreSQL with 100,000 members the join made a
 * count of upcoming events take ~230 ms; this takes ~3 ms).
 */
export const hostIsLive = (eb: ExpressionBuilder<Database, 'events'>) =>
  eb(
    'events.host_id',
    'not in',
    eb
      .selectFrom('users')
      .select('users.id')
      .where('users.status', 'in', NOT_ACTIVE)
      .unionAll(eb.selectFrom('users').select('users.id').where('users.deleted_at', 'is not', null)),
  );

/**
 * The event's row for a change that depends on it (capacity, cancellation). On PostgreSQL the row
 * stays locked to the transaction (FOR UPDATE), so RSVPs, edits and the cancellation of one
 * event run one after another from this read on; SQLite runs one writing transaction at a time.
 */
export async function lockEvent(trx: Transaction<Database>, dialect: Dialect, id: number) {
  const read = trx
    .selectFrom('events')
    .select(['id', 'starts_at', 'ends_at', 'capacity', 'cancelled_at', 'offer_hours'])
    .where('id', '=', id);
  return (dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
}

/** Live members going to the event (but `except`): what its capacity is measured against. */
export async function countGoing(db: Db, eventId: number, except?: number): Promise<number> {
  const row = await db
    .selectFrom('rsvps')
    .innerJoin('users', 'users.id', 'rsvps.user_id')
    .where('rsvps.event_id', '=', eventId)
    .where('rsvps.status', '=', 'going')
    .where(isLive)
    .$if(except !== undefined, (q) => q.where('rsvps.user_id', '!=', except as number))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The hosts' profile fields, read by primary key for a page's few hosts once the page is chosen:
 * joining the members into the page's query lets PostgreSQL scan every member for deep pages.
 */
export async function attachHosts(db: Db, rows: readonly EventWithCover[]): Promise<EventRow[]> {
  if (rows.length === 0) return [];
  const hosts = await db
    .selectFrom('users')
    .select(['id', 'username', 'firstname', 'lastname', 'image', 'visibility'])
    .where('id', 'in', [...new Set(rows.map((r) => r.host_id))])
    .execute();
  const byId = new Map(hosts.map((h) => [h.id, h]));
  return rows.flatMap((row) => {
    const host = byId.get(row.host_id);
    if (!host) return [];
    return [
      {
        ...row,
        host_username: host.username,
        host_firstname: host.firstname,
        host_lastname: host.lastname,
        host_image: host.image,
        host_visibility: host.visibility,
      },
    ];
  });
}
