import type { EventRow } from '../../db/events-repo';
import { type CalendarSeries, seriesEventParts } from './ical-series';
import { ZonedDate } from './zoned-date';

export type { CalendarSeries } from './ical-series';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export interface CalendarOptions {
  /** The calendar's name as calendar apps show it. */
  name: string;
  clubName: string;
  publicUrl: string;
  now: number;
  /** Members-only occurrences of a series are written (a member's file); otherwise left out. */
  members?: boolean;
}

/**
 * The generator and the zones' VTIMEZONE data, loaded with the first calendar asked for: a server
 * nobody asks a calendar of never holds them (docs/performance-history.md §3).
 */
const importLibraries = () => Promise.all([import('ical-generator'), import('@touch4it/ical-timezones')]);
let libraries: ReturnType<typeof importLibraries> | undefined;
const calendarLibraries = () => {
  libraries ??= importLibraries();
  return libraries;
};

/** Where the event happens, as one line. */
export const eventPlace = (e: Pick<EventRow, 'venue' | 'address' | 'city' | 'state'>) =>
  [e.venue, e.address, e.city, e.state].filter((part) => part.trim() !== '').join(', ');

/**
 * An iCalendar feed of the events: DTSTART/DTEND with the TZID of each event's zone and that
 * zone's VTIMEZONE (from @touch4it/ical-timezones), so calendar apps keep 10:00 at 10:00 across
 * DST changes; a UID per event that never changes; cancelled events stay, marked CANCELLED, so
 * subscribers see the cancellation instead of an event silently gone.
 */
/** Something else of the member's on their calendar (a booked photoshoot): a VEVENT of its own. */
export interface CalendarExtra {
  uid: string;
  start: number;
  end: number;
  zone: string;
  summary: string;
  description: string;
  location: string;
  url: string;
}

export async function eventsCalendar(
  rows: readonly EventRow[],
  options: CalendarOptions,
  extras: readonly CalendarExtra[] = [],
  series: readonly CalendarSeries[] = [],
): Promise<string> {
  const [{ default: ical, ICalEventStatus, escape: escapeText }, { getVtimezoneComponent }] =
    await calendarLibraries();
  /**
   * The generator escapes the texts of an event (SUMMARY, DESCRIPTION, LOCATION) but writes the
   * calendar's own NAME, X-WR-CALNAME and PRODID as given: a title with a line break in the file
   * of one event (named after it) could add a whole VEVENT. So every text of ours that it does not
   * escape passes through its escaping here (`\`, `;`, `,` and line breaks as `\n`); it folds
   * every line at 75 octets itself. The rest it writes raw is ours alone: addresses built from
   * PUBLIC_URL and a numeric id, and names of zones with VTIMEZONE data.
   */
  const text = (value: string) => escapeText(value, false);
  // Zones with VTIMEZONE data; an event in another (rare) zone is written in UTC instead.
  const hasZoneData = (zone: string) => getVtimezoneComponent(zone) !== null;
  const host = new URL(options.publicUrl).host;
  const calendar = ical({
    name: text(options.name),
    prodId: { company: text(options.clubName), product: 'Events', language: 'EN' },
    url: `${options.publicUrl}/events`,
    // Calendar apps that honour it fetch the feed again every hour.
    ttl: 3600,
    // No zone of its own (its DTSTAMPs stay UTC); the generator writes each event zone's VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const row of rows) {
    const zone = hasZoneData(row.time_zone) ? row.time_zone : null;
    const at = (instant: number) => (zone ? new ZonedDate(instant, zone) : new Date(instant));
    const link = `${options.publicUrl}/events/${row.id}`;
    calendar.createEvent({
      id: `event-${row.id}@${host}`,
      start: at(Number(row.starts_at)),
      end: at(Number(row.ends_at)),
      timezone: zone,
      stamp: new Date(options.now),
      lastModified: new Date(Number(row.updated_at)),
      summary: row.title,
      description: [row.description, row.url, link].filter((part) => part !== '').join('\n\n'),
      location: eventPlace(row) || null,
      url: link,
      status: row.cancelled_at === null ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    });
  }
  for (const one of series) {
    const zone = hasZoneData(one.series.time_zone) ? one.series.time_zone : null;
    const at = (instant: number) => (zone ? new ZonedDate(instant, zone) : new Date(instant));
    const uid = `series-${one.series.id}@${host}`;
    // A members-only occurrence in a public feed is left out (EXDATE), as are skipped ones.
    const visible = (o: { visibility: string }) => options.members === true || o.visibility === 'public';
    for (const part of seriesEventParts(one, uid, visible)) {
      const link = `${options.publicUrl}/events/${part.row.id}`;
      const { row } = part;
      const repeating = part.repeating && {
        ...part.repeating,
        ...(part.exclude && part.exclude.length > 0 ? { exclude: part.exclude.map(at) } : {}),
      };
      calendar.createEvent({
        id: uid,
        start: at(part.start),
        end: at(part.end),
        timezone: zone,
        stamp: new Date(options.now),
        lastModified: new Date(Number(row.updated_at)),
        summary: row.title,
        description: [row.description, row.url, link].filter((p) => p !== '').join('\n\n'),
        location: eventPlace(row) || null,
        url: link,
        status: ICalEventStatus.CONFIRMED,
        ...(repeating ? { repeating } : {}),
        ...(part.recurrenceId !== undefined ? { recurrenceId: at(part.recurrenceId) } : {}),
      });
    }
  }
  for (const extra of extras) {
    const zone = hasZoneData(extra.zone) ? extra.zone : null;
    const at = (instant: number) => (zone ? new ZonedDate(instant, zone) : new Date(instant));
    calendar.createEvent({
      id: `${extra.uid}@${host}`,
      start: at(extra.start),
      end: at(extra.end),
      timezone: zone,
      stamp: new Date(options.now),
      summary: extra.summary,
      description: extra.description,
      location: extra.location || null,
      url: extra.url,
    });
  }
  return calendar.toString();
}
