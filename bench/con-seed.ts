// The con the conventions bench (bench/cons.ts) reads and books: one listed three-day con with 300
// members going, 40 group cosplays with claims, meetups with RSVPs and 200 photoshoot slots, some
// booked. Written through the repositories the API calls (one member's going answer, one group,
// one run of slots, one booking at a time), so the rows are what the API would make; only the
// notifications those actions queue are left out (the con page does not read them).
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/server/db/connection';
import { createRepos } from '../src/server/db/repos';
import { slotStarts } from '../src/shared/api/shoots';
import { conZone } from '../src/shared/time/convention-times';
import { instantFromWallTime } from '../src/shared/time/zoned';
import { CON_SERIES, type SeriesCast } from './con-series';
import { rng } from './member-rows';

const DAY = 86_400_000;
const MINUTE = 60_000;

export const CON_SIZES = { going: 300, groups: 40, slots: 200, photographers: 5, booked: 40, meetups: 9 };

/** Who does what, by seeded member number (clear of the mixed load's accounts 0–7 and its queues). */
export const CON_MEMBERS = {
  /** member2000 … member2299 go to the con; the first is the member the reads are measured as. */
  firstGoer: 2000,
  /** Photographers are the first members from here whose profile lists the Photographer role. */
  firstPhotographerCandidate: 3000,
};

export interface SeededCon {
  slug: string;
  days: string[];
  /** Free slots, by day and time: the bench books these. */
  freeSlots: number[];
  /** The photographers' ids (they may not book their own slots). */
  photographerIds: number[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** Three days a month ahead (so every slot and meetup is still to come), as YYYY-MM-DD. */
function conDays(now: number): string[] {
  return [30, 31, 32].map((d) => new Date(now + d * DAY).toISOString().slice(0, 10));
}

async function idsOf(handle: DatabaseHandle, usernames: string[]): Promise<number[]> {
  const rows = await handle.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', usernames)
    .execute();
  const byName = new Map(rows.map((r) => [r.username, r.id]));
  return usernames.map((u) => {
    const id = byName.get(u);
    if (id === undefined) throw new Error(`no seeded member ${u}`);
    return id;
  });
}

/** Seeds the con into a database the mixed load's data is already in (bench/load-setup.ts). */
export async function seedCon(handle: DatabaseHandle): Promise<SeededCon> {
  const repos = createRepos(handle);
  const next = rng(35);
  const now = Date.now();
  const days = conDays(now);
  const con = await repos.conventions.insert(
    {
      name: 'Heartland Bench Con',
      venue: 'Greater Columbus Convention Center',
      city: 'Columbus',
      state: 'Ohio',
      website: 'https://example.org/bench-con',
      startsOn: days[0]!,
      endsOn: days[2]!,
      slug: 'heartland-bench-con',
      status: 'listed',
      suggestedBy: null,
    },
    now,
  );
  const zone = conZone(con);
  const goers = await idsOf(
    handle,
    Array.from({ length: CON_SIZES.going }, (_, i) => `member${CON_MEMBERS.firstGoer + i}`),
  );

  // Who's going: 1–3 days each, a cosplan most days, the three visibilities.
  for (const userId of goers) {
    const mine = days.filter(() => next() < 0.6);
    if (mine.length === 0) mine.push(pick(days, next));
    const visibility = next() < 0.35 ? 'public' : next() < 0.7 ? 'members' : 'private';
    const answer = mine.map((day) => {
      if (next() < 0.2) return { day, character: '', series: '', projectId: null };
      const cast = pick(CON_SERIES, next);
      return { day, character: pick(cast.characters, next), series: cast.series, projectId: null };
    });
    await repos.conGoing.save(con.id, userId, { visibility, days: answer }, now);
  }

  await seedGroups(handle.db, repos, con.id, days, goers, next);
  await seedMeetups(handle, repos, con.id, days, zone, goers, next);
  const photographerIds = await photographers(handle);
  const slots = await seedSlots(repos, con.id, days, zone, photographerIds);
  // Some booked already, each by its own goer (one slot each, so none clashes).
  const booked = new Set<number>();
  for (let i = 0; i < CON_SIZES.booked; i++) {
    const slotId = slots[Math.floor((i * slots.length) / CON_SIZES.booked)]!;
    const outcome = await handle.db
      .transaction()
      .execute((trx) => repos.shootSlots.book(trx, slotId, goers[i]!, now));
    if (outcome !== 'ok') throw new Error(`seeding a booking: ${outcome}`);
    booked.add(slotId);
  }
  await sql`ANALYZE`.execute(handle.db);
  return { slug: con.slug, days, freeSlots: slots.filter((id) => !booked.has(id)), photographerIds };
}

type Repos = ReturnType<typeof createRepos>;

/** 40 groups led by goers: 4–8 characters of one series, some with doubles; about 60 % claimed. */
async function seedGroups(
  db: DatabaseHandle['db'],
  repos: Repos,
  conventionId: number,
  days: string[],
  goers: number[],
  next: () => number,
) {
  const now = Date.now();
  for (let g = 0; g < CON_SIZES.groups; g++) {
    const cast: SeriesCast = CON_SERIES[g % CON_SERIES.length]!;
    const characters = cast.characters.slice(0, 4 + Math.floor(next() * 5));
    const leadId = goers[(g * 7) % goers.length]!;
    const day = g % 4 === 3 ? null : days[g % 3]!;
    const groupId = await repos.conGroups.create(
      {
        conventionId,
        leadId,
        series: cast.series,
        day,
        title: `${cast.series} group ${g + 1}`,
        notes: 'Meet at the fountain 15 minutes early.',
        allowDoubles: g % 8 === 5,
        characters,
      },
      now,
    );
    const rows = await repos.conGroups.characters([groupId]);
    for (const [c, character] of rows.entries()) {
      if (next() >= 0.6) continue;
      // The lead plays the first character; others are claimed by goers further down the list.
      const byLead = c === 0;
      const userId = byLead ? leadId : goers[(g * 7 + 1 + c * 13) % goers.length]!;
      await db.transaction().execute(async (trx) => {
        const made = await repos.conGroups.claim(trx, groupId, character.id, userId, byLead, now);
        if (made && !byLead && next() < 0.5) await repos.conGroups.accept(trx, made.claimId, now);
      });
    }
  }
}

/** Three meetups a day (one members-only), hosted by goers, each with 10–30 goers' RSVPs. */
async function seedMeetups(
  handle: DatabaseHandle,
  repos: Repos,
  conventionId: number,
  days: string[],
  zone: string,
  goers: number[],
  next: () => number,
) {
  const now = Date.now();
  for (let m = 0; m < CON_SIZES.meetups; m++) {
    const day = days[m % days.length]!;
    const cast = CON_SERIES[m % CON_SERIES.length]!;
    const startsAt = instantFromWallTime(`${day}T${hhmm(11 * 60 + 120 * Math.floor(m / 3))}`, zone) ?? 0;
    const id = await repos.events.insert(
      goers[(m * 31) % goers.length]!,
      {
        title: `${cast.series} meetup`,
        starts_at: startsAt,
        ends_at: startsAt + 90 * MINUTE,
        time_zone: zone,
        venue: 'Greater Columbus Convention Center',
        city: 'Columbus',
        state: 'Ohio',
        description: `Everyone in ${cast.series} cosplay, on the main stairs.`,
        visibility: m % 3 === 2 ? 'members' : 'public',
        capacity: null,
        cancelled_at: null,
        convention_id: conventionId,
        con_day: day,
      },
      now,
    );
    const who = new Set<number>();
    for (let r = 10 + Math.floor(next() * 21); r > 0; r--) who.add(goers[Math.floor(next() * goers.length)]!);
    await handle.db
      .insertInto('rsvps')
      .values(
        [...who].map((userId) => ({
          event_id: id,
          user_id: userId,
          status: next() < 0.8 ? ('going' as const) : ('maybe' as const),
          cosplan: `${pick(cast.characters, next)} (${cast.series})`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

const pick = <T>(xs: readonly T[], next: () => number) => xs[Math.floor(next() * xs.length)] as T;

/** The first five members from member3000 on whose profile lists the Photographer role. */
async function photographers(handle: DatabaseHandle): Promise<number[]> {
  const rows = await handle.db
    .selectFrom('member_roles')
    .innerJoin('users', 'users.id', 'member_roles.user_id')
    .select('users.id')
    .where('member_roles.role', '=', 'Photographer')
    .where('users.id', '>', CON_MEMBERS.firstPhotographerCandidate)
    .where('users.status', '=', 'active')
    .orderBy('users.id')
    .limit(CON_SIZES.photographers)
    .execute();
  if (rows.length < CON_SIZES.photographers) throw new Error('too few seeded photographers');
  return rows.map((r) => r.id);
}

/**
 * 200 slots: each photographer publishes a run a day as the publish form does (from, until,
 * length, gap on the con's wall clock), 14 + 13 + 13 slots of 20 minutes; one of them charges.
 */
async function seedSlots(
  repos: Repos,
  conventionId: number,
  days: string[],
  zone: string,
  photographerIds: number[],
): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  for (const [p, photographerId] of photographerIds.entries()) {
    for (const [d, day] of days.entries()) {
      const starts = slotStarts(d === 0 ? '10:00' : '10:30', '17:00', 20, 10);
      const slots = starts.map((minute) => {
        const startsAt = instantFromWallTime(`${day}T${hhmm(minute)}`, zone) ?? 0;
        return {
          day,
          startsAt,
          endsAt: startsAt + 20 * MINUTE,
          place: p % 2 ? 'Lobby B, by the windows' : 'Courtyard fountain',
          priceCents: p === 4 ? 2500 : 0,
          notes: 'Bring your props; edited photos within a week.',
        };
      });
      const made = await repos.shootSlots.publish(conventionId, photographerId, slots, now);
      if (made === 'overlap') throw new Error('seeded slots overlap');
      ids.push(...made.map((r) => r.id));
    }
  }
  if (ids.length !== CON_SIZES.slots) throw new Error(`seeded ${ids.length} slots, not ${CON_SIZES.slots}`);
  return ids;
}
