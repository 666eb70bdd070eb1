import { spawnSync } from 'node:child_process';
import { type RunningServer, startServer } from '../tests/api/server-process';

let built = false;

/**
 * The server as `npm start` runs it: the compiled dist/server/main.js (built here once per bench
 * run, so figures never come from an old build), unless SERVER_RUNTIME=tsx asks for the sources.
 */
export async function startBenchServer(env: Record<string, string>): Promise<RunningServer> {
  const compiled = process.env.SERVER_RUNTIME !== 'tsx';
  if (compiled && !built) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
    built = true;
  }
  return startServer(env, { compiled });
}
