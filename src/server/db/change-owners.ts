import type { Kysely } from 'kysely';
import type { TableChange } from './query-footprint';
import type { Database } from './schema';

/** A change, and the members (lower-cased usernames) it is all about, when that is known. */
export interface OwnedChange {
  table: string;
  columns: readonly string[] | '*';
  owners?: readonly string[];
}

/**
 * The column of each table that names the member a row belongs to. A change whose statement
 * named its rows by that column (`where id = 5`, an image inserted for member 5) is known to be
 * about those members only, so the answers kept per member (their profile pages) of the others
 * stay. A change of `users` that sets a username or takes whole rows names nobody: it is about
 * everybody whose page it could be.
 */
const OWNER_COLUMN: Readonly<Record<string, string>> = { users: 'id', images: 'user_id' };

function ownerIds(change: TableChange): number[] | undefined {
  const column = OWNER_COLUMN[change.table];
  if (column === undefined) return undefined;
  if (change.table === 'users' && (change.columns === '*' || change.columns.includes('username')))
    return undefined;
  const ids = change.keys?.[column];
  if (!ids || ids.length === 0 || !ids.every((id) => typeof id === 'number')) return undefined;
  return ids as number[];
}

/** Names the owners of each change that can name them (one query for all of them). */
export function changeOwners(db: Kysely<Database>) {
  return {
    async of(changes: readonly TableChange[]): Promise<OwnedChange[]> {
      const wanted = new Set(changes.flatMap((change) => ownerIds(change) ?? []));
      const names = new Map<number, string>();
      if (wanted.size > 0) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('id', 'in', [...wanted])
          .execute();
        for (const row of rows) names.set(row.id, row.username.toLowerCase());
      }
      return changes.map(({ table, columns, ...rest }) => {
        const ids = ownerIds({ table, columns, ...rest });
        const owners = ids?.map((id) => names.get(id));
        const known = owners?.every((owner) => owner !== undefined);
        return known ? { table, columns, owners: [...new Set(owners as string[])] } : { table, columns };
      });
    },
  };
}
