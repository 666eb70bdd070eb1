import type { Transaction } from 'kysely';
import { EVENT_LIMITS } from '../../shared/api/events';
import type { Dialect } from './dialect';
import { lockEvent } from './events-common';
import type { Database } from './schema';
import type { RsvpStatus } from './schema-events';
import { freeSeats, lineLength, nextPosition, type SeatOffer, settleSeats } from './waitlist-seats';

type Trx = Transaction<Database>;

export interface RsvpAnswer {
  status: RsvpStatus;
  cosplan: string;
  photoshoot: boolean;
  /** One of the member's own projects worn, or null. */
  projectId: number | null;
}

/** Offers made by a change, handed to the caller in its transaction (to tell the members). */
export type OnOffers = (trx: Trx, offers: SeatOffer[]) => Promise<void>;

export type AnswerResult =
  | 'ok'
  | 'waitlisted'
  | 'gone'
  | 'cancelled'
  | 'over'
  | 'not-your-project'
  | 'line-full';

/** The member's RSVP becomes `answer` (going takes the seat: the caller checked there is one). */
export async function saveRsvp(trx: Trx, eventId: number, userId: number, answer: RsvpAnswer, now: number) {
  const values = {
    status: answer.status,
    cosplan: answer.cosplan,
    photoshoot: answer.photoshoot ? 1 : 0,
    project_id: answer.projectId,
  };
  await trx
    .insertInto('rsvps')
    .values({ ...values, event_id: eventId, user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/**
 * A member's answer under the event's lock (events-common.ts), so seats are counted by one
 * transaction at a time: 'going' takes a free seat, or the member's offer, or else joins the end
 * of the waitlist with the answer kept for when a seat is theirs ('waitlisted'); a member already
 * going may change their cosplan when full. 'maybe' and 'no' leave the line (an offer held passes
 * on). The line is settled before (a lapsed offer frees its seat) and after (a freed seat is
 * offered to the next), and `onOffers` hears of the offers in the same transaction.
 */
export async function answerRsvp(
  trx: Trx,
  dialect: Dialect,
  eventId: number,
  userId: number,
  answer: RsvpAnswer,
  now: number,
  onOffers: OnOffers,
): Promise<AnswerResult> {
  const event = await lockEvent(trx, dialect, eventId);
  if (!event) return 'gone';
  if (event.cancelled_at !== null) return 'cancelled';
  if (Number(event.ends_at) <= now) return 'over';
  if (answer.projectId !== null) {
    const own = await trx
      .selectFrom('projects')
      .select('id')
      .where('id', '=', answer.projectId)
      .where('owner_id', '=', userId)
      .executeTakeFirst();
    if (!own) return 'not-your-project';
  }
  const offers = await settleSeats(trx, event, now);
  const [mine, entry] = await Promise.all([
    trx
      .selectFrom('rsvps')
      .select('status')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    trx
      .selectFrom('event_waitlist')
      .select(['id', 'state'])
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  let result: AnswerResult = 'ok';
  const leaveLine = () =>
    trx.deleteFrom('event_waitlist').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
  if (answer.status !== 'going' || mine?.status === 'going' || entry?.state === 'offered') {
    // Not asking for a seat, keeping theirs, or taking the one held for them.
    await saveRsvp(trx, eventId, userId, answer, now);
    if (entry) await leaveLine();
  } else if (entry) {
    // Already in line: their place stays, their answer is updated.
    await trx
      .updateTable('event_waitlist')
      .set({ cosplan: answer.cosplan, photoshoot: answer.photoshoot ? 1 : 0, project_id: answer.projectId })
      .where('id', '=', entry.id)
      .execute();
    result = 'waitlisted';
  } else if ((await freeSeats(trx, event)) > 0) {
    await saveRsvp(trx, eventId, userId, answer, now);
  } else if ((await lineLength(trx, eventId)) >= EVENT_LIMITS.waitlist) {
    result = 'line-full';
  } else {
    await trx
      .insertInto('event_waitlist')
      .values({
        event_id: eventId,
        user_id: userId,
        position: await nextPosition(trx, eventId),
        state: 'waiting',
        offered_until: null,
        cosplan: answer.cosplan,
        photoshoot: answer.photoshoot ? 1 : 0,
        project_id: answer.projectId,
        created_at: now,
      })
      .execute();
    result = 'waitlisted';
  }
  offers.push(...(await settleSeats(trx, event, now)));
  await onOffers(trx, offers);
  return result;
}
