import type { ConventionSummary } from '../../../shared/api/conventions';
import { type ConShootsAnswer, clockLabel, type ShootSlot } from '../../../shared/api/shoots';
import { displayName } from '../../../shared/profile/display-name';
import { zoneOfState } from '../../../shared/time/state-zones';
import { toZonedIso, wallTime } from '../../../shared/time/zoned';
import type { shootSlotsRepo } from '../../db/shoot-slots-repo';

type SlotRow = Awaited<ReturnType<ReturnType<typeof shootSlotsRepo>['ofCon']>>[number];

/** The zone a con's times are in: its state's (the Central zone for a state without one). */
export const conZone = (con: Pick<ConventionSummary, 'state'>) => zoneOfState(con.state) ?? 'America/Chicago';

/** "10:30 am" on the con's wall clock. */
export function timeOfDay(instant: number, zone: string): string {
  const w = wallTime(instant, zone);
  return clockLabel(w.hour * 60 + w.minute);
}

/** "Sat 10:30 am". */
export function dayAndTime(instant: number, zone: string): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(instant);
  return `${weekday} ${timeOfDay(instant, zone)}`;
}

/** A slot as the viewer may see it: who booked only when the query joined them (photographer). */
export function slotOf(row: SlotRow, zone: string, viewerId: number | null): ShootSlot {
  const yours = viewerId !== null && row.booked_by === viewerId;
  const shown = row.booked_by !== null && row.b_username !== null && !yours;
  return {
    id: row.id,
    day: row.day,
    startsAt: toZonedIso(Number(row.starts_at), zone),
    endsAt: toZonedIso(Number(row.ends_at), zone),
    time: timeOfDay(Number(row.starts_at), zone),
    place: row.place,
    priceCents: Number(row.price_cents),
    notes: row.notes,
    state: row.booked_by === null ? 'free' : yours ? 'yours' : 'booked',
    bookedBy: shown
      ? {
          username: row.b_username ?? '',
          displayName: displayName({
            username: row.b_username ?? '',
            firstname: row.b_firstname ?? '',
            lastname: row.b_lastname ?? '',
          }),
        }
      : null,
  };
}

/** The rows (by day, photographer, time) grouped as the page shows them. */
export function groupByDay(
  rows: readonly SlotRow[],
  zone: string,
  viewerId: number | null,
): ConShootsAnswer['days'] {
  const days: ConShootsAnswer['days'] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.day !== row.day) {
      day = { day: row.day, photographers: [] };
      days.push(day);
    }
    let who = day.photographers.at(-1);
    if (who?.username !== row.username) {
      who = { username: row.username, displayName: displayName(row), slots: [] };
      day.photographers.push(who);
    }
    who.slots.push(slotOf(row, zone, viewerId));
  }
  return days;
}
