// `npm run db:restore <backup> [--force]`: puts a SQLite backup in place as DATA_DIR's database.
// Stop the server first. On PostgreSQL use pg_restore instead (docs/deploy.md).
import { loadConfig } from '../src/server/config';
import { RestoreError, restoreSqlite } from '../src/server/ops/sqlite-restore';

const args = process.argv.slice(2);
const backup = args.find((a) => !a.startsWith('--'));
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/deploy.md).');
  process.exit(1);
}
if (!backup) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]');
  process.exit(1);
}
try {
  const target = restoreSqlite(backup, config.dataDir, { force: args.includes('--force') });
  console.log(`Restored ${backup} to ${target}. Start the server to use it.`);
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
