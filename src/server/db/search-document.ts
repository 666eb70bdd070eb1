/**
 * The text a member is found by: one lower-cased string of these columns. The same text feeds
 * the PostgreSQL trigram index and the SQLite FTS5 triggers, so both match alike.
 * Migration 022 rebuilt the SQLite triggers and the PostgreSQL function and index (first made by
 * 002 and 017) from a frozen copy of it, adding the bio (`about`): changing this needs a new
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
  'about',
] as const;

/** `lower(a || ' ' || b …)`; every column is NOT NULL, so no part can null the whole. */
export function searchDocumentSql(prefix = ''): string {
  return `lower(${SEARCH_COLUMNS.map((c) => `${prefix}${c}`).join(" || ' ' || ")})`;
}

/**
 * PostgreSQL: the same text through `users_search_doc(…)` (migrations 017, 022), the expression its
 * trigram index is built on. A query must use exactly this call for the index to serve it.
 */
export function searchDocumentCallSql(prefix = ''): string {
  return `users_search_doc(${SEARCH_COLUMNS.map((c) => `${prefix}${c}`).join(', ')})`;
}
