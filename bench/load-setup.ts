// What the mixed load (bench/load-mix.ts) needs before it runs: seeded members, events and the
// organisers' queues, the server's limits opened up, and the accounts it signs in with. Shared
// by `npm run bench:load` (bench/load.ts) and the notifications bench (bench/notifications.ts).
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connection';
import { hashPassword } from '../src/server/security/passwords';
import { type Endpoint, loadMix } from './load-mix';
import { logIn, logInWithPasskey, seedOrganiserWork } from './organiser-session';
import { seedMembers } from './seed';
import { seedEvents } from './seed-events';

export const LOAD_PASSWORD = 'Bench#pass1';

/** Server settings for a load run: limits a real member would hit are lifted; we measure capacity. */
export const LOAD_LIMITS: Record<string, string> = {
  LOGIN_FAILURES_PER_ADDRESS: '1000000',
  LOGIN_FAILURES_PER_ACCOUNT: '1000000',
  // One member saving 50+ times a second would be throttled (correctly); here we measure capacity.
  PROFILE_SAVES_PER_MEMBER: '1000000',
};

/** The members whose public profiles are read: spread over the whole table. */
export const profileIndexes = (members: number) =>
  Array.from({ length: 500 }, (_, i) => (i * 7919) % members);

/** Sign-ups waiting for approval: members nobody reads (a pending profile is not public). */
function pendingMembers(members: number, count: number): string[] {
  const read = new Set(profileIndexes(members));
  const names: string[] = [];
  for (let i = members - 1; i >= 10 && names.length < count; i--) if (!read.has(i)) names.push(`member${i}`);
  return names;
}

/** Seeds members, events and the organisers' queues; returns the public events' ids to read. */
export async function seedLoadData(
  dataDir: string,
  databaseUrl: string | undefined,
  sizes: { members: number; events: number },
): Promise<number[]> {
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    await seedMembers(handle.db, sizes.members, await hashPassword(LOAD_PASSWORD));
    await seedEvents(handle.db, sizes.events, sizes.members);
    await seedOrganiserWork(handle, {
      organiser: 'member3',
      pending: pendingMembers(sizes.members, 20),
      reported: Array.from({ length: 15 }, (_, i) => `member${100 + i * 37}`),
    });
    await sql`ANALYZE`.execute(handle.db);
    // A pending member's events are not shown yet: read only those of active hosts.
    const events = await handle.db
      .selectFrom('events')
      .innerJoin('users', 'users.id', 'events.host_id')
      .select('events.id')
      .where('events.visibility', '=', 'public')
      .where('events.cancelled_at', 'is', null)
      .where('users.status', '=', 'active')
      .orderBy('events.id')
      .limit(200)
      .execute();
    return events.map((e) => e.id);
  } finally {
    await handle.close();
  }
}

/** Signs in the mix's accounts (members 0–3 and 7) and answers its endpoints, 100 connections. */
export async function signedInLoadMix(
  baseUrl: string,
  members: number,
  eventIds: number[],
): Promise<Endpoint[]> {
  const mix = loadMix(
    {
      reader: await logIn(baseUrl, 'member0', LOAD_PASSWORD),
      saver: await logIn(baseUrl, 'member1', LOAD_PASSWORD),
      settings: await logInWithPasskey(baseUrl, 'member2', LOAD_PASSWORD),
      organiser: await logInWithPasskey(baseUrl, 'member3', LOAD_PASSWORD),
      login: { username: 'member7', password: LOAD_PASSWORD },
    },
    { profiles: profileIndexes(members).map((i) => `member${i}`), eventIds },
  );
  const connections = mix.reduce((n, e) => n + e.connections, 0);
  if (connections !== 100) throw new Error(`the mix has ${connections} connections, not 100`);
  return mix;
}
