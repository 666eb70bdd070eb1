import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Conventions (issue 35): the cons the club's members go to, each with a page at /cons/{slug}.
 * Organisers add and edit them; a member may suggest one, which stays 'suggested' (shown to no
 * one but its suggester and the organisers) until an organiser lists or declines it. The dates
 * are calendar days in the con's own state (YYYY-MM-DD), null until organisers set the year's.
 *
 * Seeded with real Midwest conventions: names, cities and websites only (public facts); each
 * year's dates are left to the organisers.
 */
const SEED: ReadonlyArray<{ slug: string; name: string; city: string; state: string; website: string }> = [
  { slug: 'c2e2', name: 'C2E2', city: 'Chicago', state: 'Illinois', website: 'https://www.c2e2.com' },
  {
    slug: 'anime-central',
    name: 'Anime Central',
    city: 'Rosemont',
    state: 'Illinois',
    website: 'https://www.acen.org',
  },
  {
    slug: 'gen-con',
    name: 'Gen Con',
    city: 'Indianapolis',
    state: 'Indiana',
    website: 'https://www.gencon.com',
  },
  {
    slug: 'planet-comicon',
    name: 'Planet Comicon',
    city: 'Kansas City',
    state: 'Missouri',
    website: 'https://www.planetcomicon.com',
  },
  {
    slug: 'naka-kon',
    name: 'Naka-Kon',
    city: 'Overland Park',
    state: 'Kansas',
    website: 'https://www.naka-kon.com',
  },
  {
    slug: 'anime-detour',
    name: 'Anime Detour',
    city: 'Minneapolis',
    state: 'Minnesota',
    website: 'https://www.animedetour.com',
  },
  {
    slug: 'youmacon',
    name: 'Youmacon',
    city: 'Detroit',
    state: 'Michigan',
    website: 'https://www.youmacon.com',
  },
  {
    slug: 'motor-city-comic-con',
    name: 'Motor City Comic Con',
    city: 'Novi',
    state: 'Michigan',
    website: 'https://www.motorcitycomiccon.com',
  },
  {
    slug: 'ohayocon',
    name: 'Ohayocon',
    city: 'Columbus',
    state: 'Ohio',
    website: 'https://www.ohayocon.org',
  },
  {
    slug: 'matsuricon',
    name: 'Matsuricon',
    city: 'Columbus',
    state: 'Ohio',
    website: 'https://www.matsuricon.org',
  },
  {
    slug: 'anime-milwaukee',
    name: 'Anime Milwaukee',
    city: 'Milwaukee',
    state: 'Wisconsin',
    website: 'https://www.animilwaukee.org',
  },
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  let table = db.schema.createTable('conventions');
  table =
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('listed').check(sql`status in ('listed', 'suggested', 'declined')`),
    )
    .addColumn('suggested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint(
      'conventions_dates',
      sql`(starts_on is null) = (ends_on is null) and starts_on <= ends_on`,
    )
    .execute();
  await db.schema
    .createIndex('conventions_by_start')
    .on('conventions')
    .columns(['status', 'starts_on'])
    .execute();
  const now = Date.now();
  await db
    .insertInto('conventions')
    .values(SEED.map((con) => ({ ...con, created_at: now, updated_at: now })))
    .execute();
}
