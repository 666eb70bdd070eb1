import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A member's multi-valued fields: the text column the member typed (comma-separated, what the API
 * shows and the search document is made of) and the table holding one row per value (what the
 * state filter and the state counts read). Migration 021; docs/decisions/0025.
 */
export const MEMBER_LISTS = {
  state: { table: 'member_states', value: 'state' },
  imawhat: { table: 'member_roles', value: 'role' },
} as const;

export type ListColumn = keyof typeof MEMBER_LISTS;
export const LIST_COLUMNS = Object.keys(MEMBER_LISTS) as ListColumn[];

/** What migration 021 trims from each part (in SQL: space, tab, line feed, carriage return). */
const BLANKS = /^[ \t\n\r]+|[ \t\n\r]+$/g;

/** The values a list holds: split on commas, each part trimmed, empty parts dropped, each once. */
export function listValues(text: string): string[] {
  return [...new Set(text.split(',').map((part) => part.replace(BLANKS, '')))].filter((v) => v !== '');
}

/** Rows per INSERT: two parameters each, well under SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 5000;

/**
 * The one way member_states and member_roles are written: for each list column given, the
 * members' rows are replaced by the values of their new text. Call it in the transaction that
 * writes the text columns, with the text as written, so the two never disagree.
 */
export async function writeMemberLists(
  trx: Db,
  members: ReadonlyArray<{ userId: number } & { [C in ListColumn]?: string }>,
): Promise<void> {
  for (const column of LIST_COLUMNS) {
    const changed = members.filter((m) => m[column] !== undefined);
    if (changed.length === 0) continue;
    const rows = changed.flatMap((m) =>
      listValues(m[column]!).map((value) => ({ user_id: m.userId, value })),
    );
    const ids = changed.map((m) => m.userId);
    if (column === 'state') {
      for (let i = 0; i < ids.length; i += ROWS_PER_INSERT)
        await trx
          .deleteFrom('member_states')
          .where('user_id', 'in', ids.slice(i, i + ROWS_PER_INSERT))
          .execute();
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('member_states')
          .values(rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ user_id: r.user_id, state: r.value })))
          .execute();
    } else {
      for (let i = 0; i < ids.length; i += ROWS_PER_INSERT)
        await trx
          .deleteFrom('member_roles')
          .where('user_id', 'in', ids.slice(i, i + ROWS_PER_INSERT))
          .execute();
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('member_roles')
          .values(rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ user_id: r.user_id, role: r.value })))
          .execute();
    }
  }
}

/**
 * For members whose rows were inserted in bulk, outside the repositories (the bench's seeds,
 * tests that load thousands of members at once): writes their lists from their text columns,
 * through writeMemberLists, members with an id of `fromId` or more, a batch at a time.
 */
export async function writeMemberListsFromText(db: Kysely<Database>, fromId = 0): Promise<void> {
  const BATCH = 20_000;
  let after = fromId - 1;
  for (;;) {
    const batch = await db
      .selectFrom('users')
      .select(['id', 'state', 'imawhat'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return;
    await db.transaction().execute((trx) =>
      writeMemberLists(
        trx,
        batch.map((u) => ({ userId: u.id, state: u.state, imawhat: u.imawhat })),
      ),
    );
    after = batch[batch.length - 1]!.id;
  }
}
