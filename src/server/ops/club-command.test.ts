import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { retriedWhileBusy } from './club-command';

/** What SQLite does to the command when the server commits between its read and its write. */
function staleSnapshotError(): unknown {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'club-busy-')), 'db.sqlite3');
  const server = new Database(file);
  server.pragma('journal_mode = WAL');
  server.exec('CREATE TABLE t (x INTEGER)');
  const command = new Database(file);
  command.pragma('busy_timeout = 5000');
  try {
    command.exec('BEGIN');
    command.prepare('SELECT count(*) FROM t').get();
    server.prepare('INSERT INTO t VALUES (1)').run();
    command.prepare('INSERT INTO t VALUES (2)').run();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    command.close();
    server.close();
  }
}

describe('npm run club beside a running server', () => {
  it('a write after a read whose snapshot went stale is refused at once, with a SQLITE_BUSY code', () => {
    const error = staleSnapshotError() as { code?: string; message?: string };
    expect(error?.code).toMatch(/^SQLITE_BUSY/);
    expect(error?.message).toBe('database is locked');
  });

  it('runs the refused transaction again, and gives up on other errors or after its attempts', async () => {
    const busy = staleSnapshotError();
    let calls = 0;
    await expect(
      retriedWhileBusy(async () => {
        calls += 1;
        if (calls === 1) throw busy;
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(calls).toBe(2);

    calls = 0;
    const other = new Error('No member is called nobody.');
    await expect(
      retriedWhileBusy(async () => {
        calls += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);

    calls = 0;
    await expect(
      retriedWhileBusy(async () => {
        calls += 1;
        throw busy;
      }, 3),
    ).rejects.toBe(busy);
    expect(calls).toBe(3);
  });
});
