import { conZone, timeOfDay } from '../../../shared/time/convention-times';
import type { AppDeps } from '../../deps';
import { queueNotification } from '../../notify/queue-notification';

const HOUR = 3_600_000;
/** "The day before": a booked shoot starting within this is reminded of once as 'day'. */
export const SHOOT_DAY_WINDOW_MS = 24 * HOUR;
/** "The hour before": once more as 'hour'. */
export const SHOOT_HOUR_WINDOW_MS = HOUR;

const localDay = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/**
 * The sibling of events' remindAttendees for photoshoots, run by the same quarter-hourly job:
 * both the photographer and the cosplayer hear the day before and the hour before. Each reminder
 * is queued under a key naming the slot, the booking, the person and the kind, so no run (nor a
 * second instance, nor a restart) makes anyone hear twice; a new booking of the slot is a new key.
 * The keys outlive the windows: the sweep drops finished jobs a day old, by when the slot has begun.
 * Returns how many were queued (including ones the keys turned away).
 */
export async function remindShoots(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.shootSlots.bookedBetween(now, now + SHOOT_DAY_WINDOW_MS);
  let queued = 0;
  for (const slot of due) {
    const startsAt = Number(slot.starts_at);
    const kind = startsAt - now <= SHOOT_HOUR_WINDOW_MS ? 'hour' : 'day';
    const zone = conZone(slot);
    const at = timeOfDay(startsAt, zone);
    const when =
      kind === 'hour'
        ? 'in an hour'
        : localDay(startsAt, zone) === localDay(now, zone)
          ? `today at ${at}`
          : `tomorrow at ${at}`;
    for (const person of [slot.photographer_id, slot.booked_by]) {
      if (person === null) continue;
      await queueNotification(
        deps,
        {
          type: 'shoot-reminder',
          subjectKind: 'convention',
          subjectId: slot.convention_id,
          groupKey: `shoot-reminder:${slot.id}:${kind}`,
          actorId: null,
          data: { slug: slot.slug, con: slot.name, when },
          to: { members: [person] },
        },
        { dedupeKey: `notify:shoot-reminder:${slot.id}:${Number(slot.booked_at)}:${person}:${kind}` },
      );
      queued += 1;
    }
  }
  return queued;
}
