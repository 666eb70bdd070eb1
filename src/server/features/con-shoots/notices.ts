import { conZone, dayAndTime } from '../../../shared/time/convention-times';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { queueNotification } from '../../notify/queue-notification';

/** What a shoot notice needs of its slot (read before a removal takes the row away). */
export interface NoticeSlot {
  id: number;
  convention_id: number;
  photographer_id: number;
  starts_at: number | string | bigint;
}

export type ShootOutcome = 'booked' | 'cancelled' | 'cancelled-by-photographer' | 'removed-by-organiser';

/**
 * The slot's photographer hears of a booking or cancellation ('shoot-booked'); a booker whose
 * booking the photographer cancelled, or whose slot an organiser removed, hears that
 * ('shoot-cancelled'). In the change's transaction.
 */
export async function tellOfShoot(
  deps: AppDeps,
  trx: Trx,
  slot: NoticeSlot,
  actorId: number,
  outcome: ShootOutcome,
  bookerId?: number,
) {
  const con = await deps.conventions.byId(slot.convention_id, trx);
  if (!con) return;
  const toBooker = outcome === 'cancelled-by-photographer' || outcome === 'removed-by-organiser';
  const type = toBooker ? 'shoot-cancelled' : 'shoot-booked';
  await queueNotification(
    deps,
    {
      type,
      subjectKind: 'convention',
      subjectId: con.id,
      groupKey: `${type}:${slot.id}`,
      actorId,
      data: {
        slug: con.slug,
        con: con.name,
        when: dayAndTime(Number(slot.starts_at), conZone(con)),
        outcome,
      },
      to: { members: [toBooker ? (bookerId ?? 0) : slot.photographer_id] },
    },
    { trx },
  );
}
