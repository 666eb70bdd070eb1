// `npm run db:backup`: a consistent copy of the SQLite database into DATA_DIR/backups/.
// On PostgreSQL use pg_dump instead (docs/deploy.md).
import { loadConfig } from '../src/server/config';
import { backupSqlite } from '../src/server/ops/sqlite-backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md).');
  process.exit(1);
}
backupSqlite(config.dataDir)
  .then((file) => console.log(`Backup written to ${file}`))
  .catch((error: Error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  });
