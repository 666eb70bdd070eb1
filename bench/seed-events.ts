import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema';
import type { EventsTable, RsvpsTable } from '../src/server/db/schema-events';
import { STATE_NAMES } from '../src/shared/constants';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KINDS = [
  'Build night',
  'Photoshoot',
  'Convention meetup',
  'Sewing circle',
  'Prop workshop',
  'Wig clinic',
];
const BATCH = 500;

/** Deterministic, like seed.ts, so each seeded database is the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Inserts `count` events hosted by the seeded members, spread over a year before and a year after
 * now (one in ten members-only, one in forty cancelled, a few without a state), each with 0–6
 * RSVPs; in transactions of 500 rows.
 */
export async function seedEvents(db: Kysely<Database>, count: number, members: number): Promise<void> {
  const next = rng(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const events: Insertable<EventsTable>[] = [];
    /** Per event of the batch (by title, which is unique), the members answering. */
    const answers = new Map<string, number[]>();
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const startsAt = now - 365 * DAY + Math.floor(next() * 730 * DAY);
      const hostId = 1 + Math.floor(next() * members);
      const title = `${pick(KINDS)} #${i}`;
      events.push({
        host_id: hostId,
        title,
        starts_at: startsAt,
        ends_at: startsAt + (next() < 0.05 ? 2 * DAY : 3 * HOUR),
        time_zone: 'America/Chicago',
        venue: 'Community Hall',
        city: 'Wichita',
        state: next() < 0.1 ? '' : pick(STATE_NAMES),
        description: 'Bring your projects, your tools and a friend.',
        visibility: next() < 0.1 ? 'members' : 'public',
        capacity: next() < 0.3 ? 20 : null,
        cancelled_at: next() < 0.025 ? startsAt - DAY : null,
        created_at: now,
        updated_at: now,
      });
      const who = new Set<number>();
      for (let r = Math.floor(next() * 7); r > 0; r--) who.add(1 + Math.floor(next() * members));
      answers.set(title, [...who]);
    }
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('events').values(events).returning(['id', 'title']).execute();
      const rsvps: Insertable<RsvpsTable>[] = ids.flatMap(({ id, title }) =>
        (answers.get(title) ?? []).map((userId) => {
          const status =
            next() < 0.7 ? ('going' as const) : next() < 0.5 ? ('maybe' as const) : ('no' as const);
          return { event_id: id, user_id: userId, status, created_at: now, updated_at: now };
        }),
      );
      for (let r = 0; r < rsvps.length; r += BATCH)
        await trx
          .insertInto('rsvps')
          .values(rsvps.slice(r, r + BATCH))
          .execute();
    });
  }
}
