/**
 * Event times as the club reads them: in the event's own time zone, with its short zone name
 * ("Sat, Mar 7 · 10:00 AM – 4:00 PM CST"). Intl only, no date library: the landing page shows
 * these too and must stay small.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone if the runtime knows it, else the club's home zone (an old event with a retired zone). */
export function safeTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'America/Chicago';
  }
}

function format(timeZone: string, kind: 'day' | 'year' | 'time' | 'zone' | 'key'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let made = formats.get(key);
  if (!made) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      day: { weekday: 'short', month: 'short', day: 'numeric' },
      year: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
      time: { hour: 'numeric', minute: '2-digit' },
      zone: { timeZoneName: 'short' },
      key: { year: 'numeric', month: '2-digit', day: '2-digit', hourCycle: 'h23' },
    };
    made = new Intl.DateTimeFormat('en-US', { ...options[kind], timeZone: safeTimeZone(timeZone) });
    formats.set(key, made);
  }
  return made;
}

/** Intl puts a narrow no-break space before AM/PM in newer ICU versions; one plain space reads the same. */
const tidy = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function part(date: Date, timeZone: string, kind: 'zone' | 'key', type: Intl.DateTimeFormatPartTypes) {
  return format(timeZone, kind)
    .formatToParts(date)
    .find((p) => p.type === type)?.value;
}

/** "CST", "CDT"; "GMT+1" for zones without a common abbreviation in English. */
export function zoneName(date: Date, timeZone: string): string {
  return part(date, timeZone, 'zone', 'timeZoneName') ?? timeZone;
}

/** The calendar day of an instant in a zone, as "2026-03-07". */
export function dayKey(date: Date, timeZone: string): string {
  const parts = format(timeZone, 'key').formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** "Sat, Mar 7"; with the year when it is not this year. */
export function eventDay(date: Date, timeZone: string, now = new Date()): string {
  const sameYear = dayKey(date, timeZone).slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return tidy(format(timeZone, sameYear ? 'day' : 'year').format(date));
}

export function eventTime(date: Date, timeZone: string): string {
  return tidy(format(timeZone, 'time').format(date));
}

/**
 * When an event happens, in its zone: "Sat, Mar 7 · 10:00 AM – 4:00 PM CST", or over several days
 * "Fri, Jul 3 · 10:00 AM – Sun, Jul 5 · 6:00 PM CDT".
 */
export function formatEventWhen(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  now = new Date(),
): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return '';
  const startZone = zoneName(start, timeZone);
  const from = `${eventDay(start, timeZone, now)} · ${eventTime(start, timeZone)}`;
  if (Number.isNaN(end.getTime())) return `${from} ${startZone}`;
  const endZone = zoneName(end, timeZone);
  const sameDay = dayKey(start, timeZone) === dayKey(end, timeZone);
  const until = sameDay
    ? eventTime(end, timeZone)
    : `${eventDay(end, timeZone, now)} · ${eventTime(end, timeZone)}`;
  return startZone === endZone
    ? `${from} – ${until} ${endZone}`
    : `${from} ${startZone} – ${until} ${endZone}`;
}

/** The pieces of a date block on a card: "MAR" over "7", with the weekday for screen readers. */
export function dateBlock(startsAt: string, timeZone: string): { month: string; day: string } {
  const key = dayKey(new Date(startsAt), timeZone);
  const month = Number(key.slice(5, 7));
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return { month: names[month - 1] ?? '', day: String(Number(key.slice(8, 10))) };
}
