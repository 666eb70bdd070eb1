import type { TableChange } from './query-footprint';
import { SEARCH_COLUMNS } from './search-document';

/**
 * Tables the database writes by itself, by trigger or as a view of another table: the change
 * recorder (db/change-recorder.ts) never sees those writes, so a write to the source columns
 * counts as a change of the derived table too. A test (derived-tables.test.ts) fails when a
 * migration adds a trigger that writes a table missing here.
 */
export const DERIVED_TABLES: readonly { table: string; from: string; columns: readonly string[] }[] = [
  // SQLite full-text search (migration 002) and its term counts (018, an fts5vocab view of it).
  { table: 'users_search', from: 'users', columns: SEARCH_COLUMNS },
  { table: 'users_search_terms', from: 'users', columns: SEARCH_COLUMNS },
];

/** The changes with those the database made from them. */
export function withDerivedChanges(changes: readonly TableChange[]): TableChange[] {
  const all = [...changes];
  for (const change of changes)
    for (const derived of DERIVED_TABLES)
      if (
        derived.from === change.table &&
        (change.columns === '*' || change.columns.some((column) => derived.columns.includes(column)))
      )
        all.push({ table: derived.table, columns: '*' });
  return all;
}
