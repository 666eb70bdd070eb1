import type { Generated } from 'kysely';

/** Table types of club events (migration 012). Times are epoch milliseconds. */

export interface EventsTable {
  id: Generated<number>;
  /** The member who made it; erased with their account (hidden while it is not active). */
  host_id: number;
  title: string;
  starts_at: number;
  ends_at: number;
  /** IANA zone the event is shown in (canonical, as Intl names it). */
  time_zone: string;
  venue: Generated<string>;
  address: Generated<string>;
  city: Generated<string>;
  /** One of the club's states, or ''. */
  state: Generated<string>;
  url: Generated<string>;
  description: Generated<string>;
  /** 'public' or 'members' (signed-in members only). */
  visibility: Generated<'public' | 'members'>;
  capacity: number | null;
  cancelled_at: number | null;
  created_at: number;
  updated_at: number;
  /** The con it is a meetup at (migration 031) and which of its days (YYYY-MM-DD), set together; a deleted con leaves the day, read as no con. */
  convention_id: Generated<number | null>;
  con_day: Generated<string | null>;
  /** The group it belongs to (migration 042): a private group's events are its members' only. */
  group_id: Generated<number | null>;
  /** The series it is an occurrence of, and the start the rule gave it (migration 045). */
  series_id: Generated<number | null>;
  recurrence_id: Generated<number | null>;
  /** 1: changed on its own; edits of the whole series leave it alone. */
  series_detached: Generated<number>;
  /** How long a freed seat is held for the next member on the waitlist (migration 043). */
  offer_hours: Generated<number>;
}

export type SeriesFrequency =
  | 'weekly'
  | 'biweekly'
  | 'monthly-day'
  | 'monthly-weekday'
  | 'monthly-last-weekday';

/** A recurring event's rule (migration 045); its occurrences are `events` rows. */
export interface EventSeriesTable {
  id: Generated<number>;
  host_id: number;
  frequency: SeriesFrequency;
  time_zone: string;
  /** YYYY-MM-DD and HH:MM on the zone's wall clock. */
  first_date: string;
  start_time: string;
  duration_minutes: number;
  /** The end: the last date (inclusive), or how many occurrences; exactly one is set. */
  until_date: string | null;
  count: number | null;
  /** Occurrences exist as rows up to this instant. */
  expanded_until: number;
  created_at: number;
  updated_at: number;
}

export type RsvpStatus = 'going' | 'maybe' | 'no';

/** One answer per (event, member); 'no' is kept: they answered. */
export interface RsvpsTable {
  event_id: number;
  user_id: number;
  status: RsvpStatus;
  cosplan: Generated<string>;
  /** 1: wants to be in the group photoshoot. */
  photoshoot: Generated<number>;
  created_at: number;
  updated_at: number;
  /** When the day-before reminder was queued (once per start time). */
  reminded_at: number | null;
  /** The member's project worn, or null (migration 036). */
  project_id: number | null;
}

export interface EventCoversTable {
  event_id: number;
  /** Random, in the served URL: a new cover gets a new address. */
  id: string;
  /** WebP, at most 1600 px a side, checked and re-encoded like members' photos. */
  data: Buffer;
  width: number;
  height: number;
  created_at: number;
  /** The 1200×630 JPEG link previews show; null until first asked for (migration 014). */
  og?: Buffer | null;
}

/** A member's private calendar feed: only the SHA-256 of the secret in its URL. */
export interface CalendarFeedsTable {
  user_id: number;
  /** Random; the secret is derived from it with the server's key, so the URL can be shown again. */
  nonce: string;
  secret_hash: string;
  created_at: number;
}

export type WaitlistState = 'waiting' | 'offered';

/** A member in line for a seat of a full event (migration 043; db/waitlist-seats.ts). */
export interface EventWaitlistTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  /** Their place: the line is read by position, then id. */
  position: number;
  state: WaitlistState;
  /** The end of the hold while 'offered'; null while 'waiting'. */
  offered_until: number | null;
  /** The answer they gave, which becomes their RSVP when they accept. */
  cosplan: Generated<string>;
  photoshoot: Generated<number>;
  project_id: number | null;
  created_at: number;
}

export interface EventTables {
  events: EventsTable;
  rsvps: RsvpsTable;
  event_covers: EventCoversTable;
  calendar_feeds: CalendarFeedsTable;
  event_series: EventSeriesTable;
  event_waitlist: EventWaitlistTable;
}
