import { formatForPeople } from '../../shared/time/zoned';
import type { LostSeat } from '../db/returning-rsvps';
import type { Trx } from '../db/transaction';
import type { AppDeps } from '../deps';
import { type Notice, queueNotice } from './notice-job';

/** Names the event, says the member is now on its waitlist (and where) and why. */
export function seatLostNotice(seat: LostSeat, clubName: string, publicUrl: string): Notice {
  const when = formatForPeople(seat.startsAt, seat.timeZone);
  return {
    to: seat.email,
    subject: `Your place at ${seat.title} went to someone else`,
    paragraphs: [
      `Hello ${seat.firstname},`,
      `Welcome back. While your account was away, ${seat.title} on ${when} filled up, so you are now number ${seat.place} on its waitlist.`,
      `When a place opens up it is offered to you in turn, and we tell you. The event's page: ${publicUrl}/events/${seat.eventId}`,
      `— ${clubName}`,
    ],
  };
}

/**
 * For the transaction that brings a member back (a restored account, a lifted suspension): their
 * seats that no longer fit move to the events' waitlists (db/returning-rsvps.ts) and each lost one is mailed,
 * committed with the rest or not at all.
 */
export async function reseatReturningMemberAndTell(deps: AppDeps, trx: Trx, userId: number): Promise<void> {
  const lost = await deps.rsvps.reseatReturning(trx, userId, deps.now());
  for (const seat of lost)
    await queueNotice(deps, seatLostNotice(seat, deps.content.clubName, deps.config.publicUrl), trx);
}
