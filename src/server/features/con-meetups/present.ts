import type { ConMeetupsAnswer } from '../../../shared/api/con-meetups';
import { timeOfDay } from '../../../shared/time/convention-times';
import { toZonedIso } from '../../../shared/time/zoned';
import type { EventRow } from '../../db/events-repo';

/** The meetups grouped by their con day, in the order the rows come (by day, then start). */
export function meetupDays(
  rows: readonly EventRow[],
  counts: Map<number, { going: number }>,
  zone: string,
): ConMeetupsAnswer['days'] {
  const days: ConMeetupsAnswer['days'] = [];
  for (const row of rows) {
    const day = row.con_day ?? '';
    let entry = days.at(-1);
    if (entry?.day !== day) {
      entry = { day, meetups: [] };
      days.push(entry);
    }
    const at = Number(row.starts_at);
    entry.meetups.push({
      id: row.id,
      title: row.title,
      startsAt: toZonedIso(at, zone),
      time: timeOfDay(at, zone),
      venue: row.venue,
      visibility: row.visibility,
      going: counts.get(row.id)?.going ?? 0,
    });
  }
  return days;
}
