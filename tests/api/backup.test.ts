import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { backupSqlite } from '../../src/server/ops/sqlite-backup';
import { disposeTestDatabase, signUp, testConfig } from './helpers';

describe('[sqlite] online backup', () => {
  const config = testConfig('sqlite');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(config);
  });
  afterAll(async () => {
    await app.close();
    await disposeTestDatabase(config);
  });

  it('copies the live database, with every account, while the server runs', async () => {
    const users = [await signUp(app), await signUp(app), await signUp(app)];
    const file = await backupSqlite(config.dataDir, new Date('2026-11-22T10:00:00Z'));
    expect(file).toMatch(/backups\/club-20261122-100000\.sqlite3$/);
    const copy = new SQLite(file, { readonly: true });
    const names = copy.prepare('SELECT username FROM users').all() as Array<{ username: string }>;
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    expect(names.map((n) => n.username)).toEqual(expect.arrayContaining(users.map((u) => u.username)));
    expect(fs.statSync(file).size).toBeGreaterThan(0);
  });
});
