// `npm run club -- organiser add|remove|list <username>`: run on the server's machine with the
// same environment as `npm start` (DATA_DIR or DATABASE_URL). See docs/organisers.md.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { createRepos } from '../src/server/db/repos';
import { runClubCommand } from '../src/server/ops/club-command';
import { announceOutsideChange } from '../src/server/ops/outside-change';

const config = loadConfig();
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  databaseSchema: config.databaseSchema,
});
try {
  const args = process.argv.slice(2);
  console.log(await runClubCommand(createRepos(database), args, Date.now()));
  // Running servers drop kept sessions and answers now, not when they expire.
  if (args[1] !== 'list') await announceOutsideChange(config);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
