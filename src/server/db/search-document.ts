/**
 * The text a member is found by: one lower-cased string of these columns. The same text feeds
 * the PostgreSQL trigram index and the SQLite FTS5 triggers, so both match alike.
 * Migration 002 built the SQLite triggers, and 017 the PostgreSQL function and index, from frozen
 * copies of it: changing this needs a new migration that rebuilds them, or the index no longer
 * serves the query.
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

/**
 * PostgreSQL: the same text through `users_search_doc(…)` (migration 017), the expression its
 * trigram index is built on. A query must use exactly this call for the index to serve it.
 */
export function searchDocumentCallSql(prefix = ''): string {
  return `users_search_doc(${SEARCH_COLUMNS.map((c) => `${prefix}${c}`).join(', ')})`;
}
