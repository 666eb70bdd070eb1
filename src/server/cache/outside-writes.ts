/**
 * How often the server asks SQLite whether another process wrote to the database: a role given
 * with `npm run club`, a fix made in the sqlite3 shell. Nothing tells the server of those writes,
 * so without this its kept answers and sessions would show the old data until they expire
 * (up to twenty seconds). One `PRAGMA data_version` costs microseconds.
 */
export const OUTSIDE_WRITES_POLL_MS = 250;

/**
 * Calls `onWrite` within `intervalMs` of any commit another connection makes, as told by
 * `writtenElsewhere` (DatabaseHandle). Returns the function that stops watching; a database that
 * has been closed stops it too.
 */
export function watchOutsideWrites(
  writtenElsewhere: () => boolean,
  onWrite: () => void,
  intervalMs = OUTSIDE_WRITES_POLL_MS,
): () => void {
  const timer = setInterval(() => {
    let written: boolean;
    try {
      written = writtenElsewhere();
    } catch {
      clearInterval(timer); // closed under us: the server is stopping
      return;
    }
    if (written) onWrite();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
