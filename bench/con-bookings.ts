// Bookings of photoshoot slots through the API, as the con page's "Book" button makes them:
// POST /api/shoots/{id}/booking with the member's session, each timed from sent to answer read.
import type { SignedIn } from './organiser-session';

export interface Booking {
  status: number;
  ms: number;
}

async function book(baseUrl: string, member: SignedIn, slotId: number): Promise<Booking> {
  const sent = performance.now();
  const res = await fetch(`${baseUrl}/api/shoots/${slotId}/booking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - sent };
}

/**
 * One booking after another, member i booking slot i (each a different free slot, one per
 * member, so none is refused as taken or clashing); their times in ms. A refusal fails the run.
 */
export async function timeBookings(baseUrl: string, members: SignedIn[], slots: number[]): Promise<number[]> {
  if (slots.length < members.length) throw new Error('fewer free slots than bookings');
  const times: number[] = [];
  for (const [i, member] of members.entries()) {
    const { status, ms } = await book(baseUrl, member, slots[i]!);
    if (status !== 200) throw new Error(`booking slot ${slots[i]}: ${status}`);
    times.push(ms);
  }
  return times;
}

export interface Burst {
  /** How many answers had each status (200: booked; 409: someone just booked it). */
  statuses: Record<number, number>;
  /** The member who got the slot. */
  winner: SignedIn;
  times: number[];
}

/** Every member books the same slot at once; exactly one may get it, or the run fails. */
export async function burstOnOneSlot(baseUrl: string, members: SignedIn[], slotId: number): Promise<Burst> {
  const answers = await Promise.all(members.map((m) => book(baseUrl, m, slotId)));
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const winners = members.filter((_, i) => answers[i]!.status === 200);
  if (winners.length !== 1 || statuses[409] !== members.length - 1)
    throw new Error(`${members.length} bookings of one slot: ${JSON.stringify(statuses)}`);
  return { statuses, winner: winners[0]!, times: answers.map((a) => a.ms) };
}
