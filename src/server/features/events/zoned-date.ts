import type { ICalTZDateStub } from 'ical-generator';
import { type WallTime, wallTime } from '../../../shared/time/zoned';

/**
 * An instant that reads as the wall clock of a time zone, for ical-generator's DTSTART;TZID=….
 *
 * ical-generator writes a plain Date given with a zone from the Date's *local* getters, i.e. in
 * the server process's zone (TZ): right only when the server happens to run in the event's zone.
 * It takes TZDate objects (date-fns/tz) as they are meant: `withTimeZone(zone)`, then the local
 * getters give that zone's wall clock. This is the least of that shape it recognises, with the
 * wall clock from Intl (shared/time/zoned.ts), so the feed is right whatever TZ the server has.
 */
export class ZonedDate extends Date implements ICalTZDateStub {
  /** The instant as a plain Date (ical-generator checks for it to recognise the shape). */
  readonly internal: Date;
  readonly timeZone: string;
  #wall: WallTime | undefined;

  constructor(instant: number, timeZone: string) {
    super(instant);
    this.internal = new Date(instant);
    this.timeZone = timeZone;
  }

  withTimeZone(timeZone?: string | null): ZonedDate {
    return new ZonedDate(this.getTime(), timeZone || 'UTC');
  }

  tzComponents(): WallTime {
    this.#wall ??= wallTime(this.getTime(), this.timeZone);
    return this.#wall;
  }

  override getFullYear(): number {
    return this.tzComponents().year;
  }
  override getMonth(): number {
    return this.tzComponents().month - 1;
  }
  override getDate(): number {
    return this.tzComponents().day;
  }
  override getHours(): number {
    return this.tzComponents().hour;
  }
  override getMinutes(): number {
    return this.tzComponents().minute;
  }
  override getSeconds(): number {
    return this.tzComponents().second;
  }
}
