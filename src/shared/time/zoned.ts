/**
 * Instants and IANA time zones, with nothing but Intl (docs/decisions/0013-event-times-and-feeds.md).
 * An event is stored as two instants (epoch ms) and a zone; people and the API see it in that
 * zone: `2026-03-08T10:00:00-05:00`, the offset being the zone's at that instant (DST-correct).
 */

const MINUTE = 60_000;

/** The wall clock of a zone at an instant; month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** The zone's offset from UTC at that instant, in minutes (Chicago in summer: -300). */
  offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The zone's name when Intl knows it, or undefined. Spelled as Intl spells it when only the case
 * differs ('america/chicago' → 'America/Chicago'); otherwise as given: ICU's own canonical names
 * are sometimes the old ones ('Asia/Kolkata' → 'Asia/Calcutta'), which would surprise people.
 * Only names, never offsets like '+05:00'.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return undefined;
  }
}

/** 'GMT-05:00', 'GMT+05:30', 'GMT' (and a historic 'GMT-05:50:36') → minutes, cut to whole ones. */
function offsetOf(text: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export function wallTime(instant: number, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    offsetMinutes: offsetOf(parts.timeZoneName ?? ''),
  };
}

export function offsetMinutesAt(instant: number, zone: string): number {
  return wallTime(instant, zone).offsetMinutes;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Answers repeat (the same events on every page view): formatToParts is the costly part. */
const isoMemo = new Map<string, string>();
const ISO_MEMO_SIZE = 10_000;

/** ISO 8601 in the zone, with its offset at that instant: `2026-03-08T10:00:00-05:00`. */
export function toZonedIso(instant: number, zone: string): string {
  const key = `${zone} ${instant}`;
  const known = isoMemo.get(key);
  if (known !== undefined) return known;
  const w = wallTime(instant, zone);
  const ms = ((instant % 1000) + 1000) % 1000;
  const fraction = ms === 0 ? '' : `.${pad(ms, 3)}`;
  const iso =
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${fraction}${offsetText(w.offsetMinutes)}`;
  if (isoMemo.size >= ISO_MEMO_SIZE) isoMemo.clear();
  isoMemo.set(key, iso);
  return iso;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The instant of an ISO 8601 date-time with an offset or Z, or undefined when it is not one or
 * names a day or time that does not exist (2026-02-30, 24:00, an offset beyond ±14:00).
 */
export function parseIsoInstant(text: string): number | undefined {
  const m = ISO.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(m[6] ?? 0);
  const ms = Number((m[7] ?? '').padEnd(3, '0'));
  const offset = m[8] === 'Z' ? 0 : (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11]));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  if (Math.abs(offset) > 14 * 60 || Number(m[11] ?? 0) > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC rolls 30 February over into March: such a day does not exist.
  if (new Date(local).getUTCDate() !== day) return undefined;
  return local - offset * MINUTE;
}

/**
 * The instant a wall-clock time ('2026-03-08T10:00', seconds optional) names in the zone. A time
 * the clocks skip (02:30 on the spring-forward night) moves forward by the gap (03:30); a time
 * that happens twice (01:30 on the fall-back night) is the first one. (Temporal's "compatible".)
 */
export function instantFromWallTime(local: string, zone: string): number | undefined {
  const asUtc = parseIsoInstant(/T\d{2}:\d{2}:\d{2}/.test(local) ? `${local}Z` : `${local}:00Z`);
  if (asUtc === undefined) return undefined;
  const before = offsetMinutesAt(asUtc - 86_400_000, zone);
  const after = offsetMinutesAt(asUtc + 86_400_000, zone);
  const fits = [before, after]
    .map((offset) => asUtc - offset * MINUTE)
    .filter((instant) => offsetMinutesAt(instant, zone) * MINUTE === asUtc - instant)
    .sort((a, b) => a - b);
  return fits[0] ?? asUtc - before * MINUTE;
}

/** For people, in the event's zone: "Saturday, March 7, 2026, 10:00 AM CST". */
export function formatForPeople(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}
