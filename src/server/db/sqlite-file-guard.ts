import fs from 'node:fs';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { HttpError } from '../http-error';
import type { DatabaseFile, DatabaseHandle } from './database-handle';

/** What a client is told while writes are refused; the file's path stays in the log. */
const REFUSED = 'The site cannot save changes right now. Please try again in a few minutes.';

/**
 * The database file at the path is not the one the server opened. A 503 with Retry-After when it
 * reaches a request; `detail` (with the path) is for the log only.
 */
export class DatabaseFileError extends HttpError {
  constructor(readonly detail: string) {
    super(503, REFUSED, {}, 60);
  }
}

/**
 * SQLite keeps writing to the file it opened even after that file is deleted or replaced at its
 * path (a restore copied over it, a cleanup script): every write from then on is lost at the next
 * start. So the path must still name the very file opened: same device and inode. One stat,
 * about 2 µs (docs/reliability.md).
 */
export function checkFile(file: DatabaseFile): void {
  const now = fs.statSync(file.path, { throwIfNoEntry: false });
  if (!now) {
    throw new DatabaseFileError(
      `The SQLite database file ${file.path} is gone (ENOENT); writes are refused until the server is restarted on a restored file`,
    );
  }
  if (now.dev !== file.dev || now.ino !== file.ino) {
    throw new DatabaseFileError(
      `The SQLite database file ${file.path} was replaced by another file; the server still uses the old one and refuses writes, restart it`,
    );
  }
}

/** checkFile for a handle; PostgreSQL has no file to check. */
export function checkDatabaseFile(handle: DatabaseHandle): void {
  if (handle.file) checkFile(handle.file);
}

/** Statements that write, or end a transaction (SQLite counts COMMIT as read-only). */
const ENDS_TRANSACTION = /^\s*(commit|end|release)\b/i;

/**
 * The one door every statement goes through: a statement that writes checks the file first, so
 * no write (a request's, the job worker's claim, a sweep) lands in a file that is gone, and no
 * request is answered as if it was stored. Reads go on from the open file. A failed check inside
 * a transaction rolls it back.
 */
export function guardWrites(inner: SqliteDatabase, file: DatabaseFile): SqliteDatabase {
  const decided = new WeakMap<SqliteStatement, SqliteStatement>();
  const guard = (sql: string, statement: SqliteStatement): SqliteStatement => {
    const readOnly = (statement as { readonly?: boolean }).readonly === true;
    if (readOnly && !ENDS_TRANSACTION.test(sql)) return statement;
    return {
      reader: statement.reader,
      all(parameters) {
        checkFile(file);
        return statement.all(parameters);
      },
      run(parameters) {
        checkFile(file);
        return statement.run(parameters);
      },
      iterate(parameters) {
        checkFile(file);
        return statement.iterate(parameters);
      },
    };
  };
  return {
    close: () => inner.close(),
    prepare(sql: string) {
      const statement = inner.prepare(sql);
      let guarded = decided.get(statement);
      if (!guarded) {
        guarded = guard(sql, statement);
        decided.set(statement, guarded);
      }
      return guarded;
    },
  };
}

const reported = new WeakMap<DatabaseHandle, string>();

/**
 * Logs a file problem once when first seen (health checks and refused writes come often);
 * `undefined` says the file checked out again.
 */
export function reportFileProblem(
  handle: DatabaseHandle,
  error: unknown,
  log: { error: (message: string) => void },
): void {
  if (error === undefined) reported.delete(handle);
  if (!(error instanceof DatabaseFileError) || reported.get(handle) === error.detail) return;
  reported.set(handle, error.detail);
  log.error(error.detail);
}
