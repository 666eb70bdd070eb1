import type { ConShootsAnswer, ShootSlot } from '../../../shared/api/shoots';
import { displayName } from '../../../shared/profile/display-name';
import { timeOfDay } from '../../../shared/time/convention-times';
import { toZonedIso } from '../../../shared/time/zoned';
import type { shootSlotsRepo } from '../../db/shoot-slots-repo';

type SlotRow = Awaited<ReturnType<ReturnType<typeof shootSlotsRepo>['ofCon']>>[number];

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
