/**
 * The text a member is found by: one lower-cased string of these columns. The same expression
 * feeds the PostgreSQL trigram index and the SQLite FTS5 triggers, so both match alike.
 * Migration 002 built the index and triggers from a frozen copy of it: changing this needs a new
 * migration that rebuilds them, or the index no longer serves the query.
 */
export const SEARCH_COLUMNS = [
  'username',
  'firstname',
  'lastname',
  'imawhat',
  'complete',
  'inprogress',
  'cosplaygroup',
  'city',
  'state',
] as const;

/** `lower(a || ' ' || b …)`; every column is NOT NULL, so no part can null the whole. */
export function searchDocumentSql(prefix = ''): string {
  return `lower(${SEARCH_COLUMNS.map((c) => `${prefix}${c}`).join(" || ' ' || ")})`;
}
