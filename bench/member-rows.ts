import type { Insertable } from 'kysely';
import type { UsersTable } from '../src/server/db/schema';
import { ROLES, STATE_NAMES } from '../src/shared/constants';

const FIRST = [
  'Ada',
  'Bea',
  'Cal',
  'Dee',
  'Eli',
  'Fay',
  'Gus',
  'Hal',
  'Ivy',
  'Jo',
  'Kit',
  'Lou',
  'Max',
  'Nia',
  'Oz',
  'Pat',
  'Quin',
  'Rae',
  'Sam',
  'Tess',
];
const LAST = [
  'Stitch',
  'Bobbin',
  'Spool',
  'Needle',
  'Thimble',
  'Button',
  'Seam',
  'Hem',
  'Pleat',
  'Dart',
  'Tuck',
  'Yoke',
];
const COSPLAYS = [
  'Link',
  'Zelda',
  'Mandalorian',
  'Sailor Moon',
  'Geralt',
  'Ahsoka',
  'Spider-Gwen',
  'Totoro',
  'Aloy',
  'Jinx',
  'Cloud',
  'Tifa',
  'Loki',
  'Thor',
  'Nezuko',
];
const CITIES = [
  'Chicago',
  'Wichita',
  'Topeka',
  'Kansas City',
  'St. Louis',
  'Columbus',
  'Detroit',
  'Madison',
  'Omaha',
  'Fargo',
  'Sioux Falls',
  'Des Moines',
  'Indianapolis',
  'Minneapolis',
];

/** A small deterministic generator so each seeded database is the same. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * The seeded members, `batchSize` at a time: `member0` … `member{count-1}` in order (so member i
 * gets id i + 1 on a fresh table), each field drawn from one generator in a fixed order. Both
 * seeding paths (this file and seed-bulk.ts) read it, so they write the very same rows.
 */
export function* memberBatches(
  count: number,
  passwordHash: string,
  batchSize: number,
  now = Date.now(),
): Generator<Insertable<UsersTable>[]> {
  const next = rng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  for (let start = 0; start < count; start += batchSize) {
    const rows: Insertable<UsersTable>[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) {
      const states = next() < 0.2 ? [pick(STATE_NAMES), pick(STATE_NAMES)] : [pick(STATE_NAMES)];
      const username = `member${i}`;
      rows.push({
        username,
        username_key: username,
        firstname: pick(FIRST),
        lastname: pick(LAST),
        birthdate: '1990-01-01',
        password_hash: passwordHash,
        recoveryemail: `${username}@example.org`,
        state: [...new Set(states)].join(','),
        imawhat: [...new Set([pick(ROLES), pick(ROLES)])].join(','),
        city: pick(CITIES),
        complete: `${pick(COSPLAYS)}, ${pick(COSPLAYS)}`,
        inprogress: pick(COSPLAYS),
        cosplaygroup: next() < 0.3 ? `${pick(LAST)} Guild` : '',
        about: 'I love making costumes and props for conventions across the Midwest.',
        created_at: now,
        updated_at: now,
      });
    }
    yield rows;
  }
}
