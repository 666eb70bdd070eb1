import type { Kysely } from 'kysely';
import type { ChangeRecorder } from './change-recorder';
import type { Dialect } from './dialect';
import type { Database } from './schema';

// The handle's types on their own, so that connection.ts and the SQLite files it opens both import
// them without importing each other (lint refuses import cycles, type-only ones included).

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Notes what every statement wrote and read (db/change-recorder.ts): the caches follow it. */
  changes: ChangeRecorder;
  close(): Promise<void>;
  /** PostgreSQL: how the connection pool is used (for metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** SQLite: the file opened, and its identity then (see sqlite-file-guard.ts). */
  file?: DatabaseFile;
  /**
   * SQLite: whether another connection to the file (the command line, a script, the sqlite3
   * shell) committed since the last call. This process's own writes never count.
   */
  writtenElsewhere?: () => boolean;
}

/** The SQLite file a handle opened: its path, and its identity then (same device and inode). */
export interface DatabaseFile {
  path: string;
  dev: number;
  ino: number;
}
