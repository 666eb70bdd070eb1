import type { FastifyInstance } from 'fastify';
import { checkDatabaseFile, reportFileProblem } from '../db/sqlite-file-guard';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * SQLite only: while the database file at DATA_DIR's path is not the one the server opened, a
 * request that may write is refused (503, Retry-After) before any work, and the problem is
 * logged once. The statement guard (db/sqlite-file-guard.ts) is what makes it hold for every
 * write, a GET's or the job worker's too; this only answers early and cheaply (one stat, ~2 µs).
 */
export function registerDatabaseFileGate(app: FastifyInstance): void {
  const database = app.deps.database;
  if (!database.file) return;
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method)) checkDatabaseFile(database);
  });
  app.addHook('onError', async (_request, _reply, error) => {
    reportFileProblem(database, error, app.log);
  });
}
