import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Issue 32, item 4: a member's states and roles in their own tables, one row per (member, value),
 * written by the data layer in the transaction of every write of users.state / users.imawhat
 * (db/member-values.ts). The text columns stay what the member typed: the API shows them and the
 * search document is made of them. The state filter and the state counts read member_states,
 * joined with users' privacy columns, so findable_states and its triggers (migration 019) go.
 * See docs/decisions/0025-member-states-and-roles-tables.md.
 *
 * Existing members' lists are split here as db/member-values.ts splits them (on commas, each
 * part trimmed, empty parts dropped, each value once), in SQL, since a migration imports no live
 * code.
 */
const LISTS = [
  { table: 'member_states', value: 'state', column: 'state' },
  { table: 'member_roles', value: 'role', column: 'imawhat' },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const sqlite = dialect === 'sqlite';

  // Migration 019's triggers first (they write findable_states), then its table.
  if (sqlite) {
    for (const name of ['findable_states_insert', 'findable_states_update', 'findable_states_delete'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  } else {
    for (const name of ['findable_states_insert', 'findable_states_update'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON users`).execute(db);
    await sql`DROP FUNCTION IF EXISTS findable_states_sync()`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS findable_states`.execute(db);

  for (const { table, value, column } of LISTS) {
    // SQLite: the table is its key (no rowid beside it); the value's index then holds the key's
    // user_id too. PostgreSQL: the value's index names user_id itself, so a value's members come
    // from it in id order.
    await sql
      .raw(`CREATE TABLE ${table} (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ${value} text NOT NULL,
        PRIMARY KEY (user_id, ${value})
      )${sqlite ? ' WITHOUT ROWID' : ''}`)
      .execute(db);
    await sql.raw(`CREATE INDEX ${table}_${value} ON ${table} (${value}, user_id)`).execute(db);

    // Every member already here: the list split on commas, parts trimmed, empty ones dropped.
    if (sqlite) {
      const blank = `' ' || char(9) || char(10) || char(13)`;
      await sql
        .raw(`INSERT INTO ${table} (user_id, ${value})
        WITH RECURSIVE parts(user_id, part, rest) AS (
          SELECT id, NULL, ${column} || ',' FROM users WHERE ${column} <> ''
          UNION ALL
          SELECT user_id, substr(rest, 1, instr(rest, ',') - 1), substr(rest, instr(rest, ',') + 1)
          FROM parts WHERE rest <> ''
        )
        SELECT DISTINCT user_id, trim(part, ${blank}) FROM parts
        WHERE part IS NOT NULL AND trim(part, ${blank}) <> ''`)
        .execute(db);
    } else {
      await sql
        .raw(`INSERT INTO ${table} (user_id, ${value})
        SELECT DISTINCT users.id, btrim(part, E' \\t\\n\\r')
        FROM users, unnest(string_to_array(users.${column}, ',')) AS part
        WHERE users.${column} <> '' AND btrim(part, E' \\t\\n\\r') <> ''`)
        .execute(db);
    }
  }
  // The members an anonymous visitor cannot find (usually few): a count of a state's findable
  // members is its rows less those of these (db/search-repo.ts, hiddenFrom, spells the predicate
  // word for word, as SQLite needs to use a partial index).
  await sql`CREATE INDEX users_not_public ON users (id)
    WHERE listed <> 1 OR deleted_at IS NOT NULL OR status <> 'active' OR visibility <> 'everyone'`.execute(
    db,
  );

  // Statistics now, not at autovacuum's next pass (as migration 019 did for its table).
  if (!sqlite) await sql`ANALYZE users, member_states, member_roles`.execute(db);
}
