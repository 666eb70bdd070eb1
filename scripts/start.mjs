// `npm start`: builds what is missing (the web app, or the server when its build is missing or
// older than its sources), then runs the compiled server, dist/server/main.js: plain JavaScript,
// no TypeScript compiler in this process. Builds run in child processes for the same reason.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist/server/main.js');
// Written by scripts/build-server.mjs: when the build started and which source files it read.
const buildRecord = path.join(root, 'dist/server/build-inputs.json');
process.chdir(root);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** True when a server build exists and none of the files it was built from changed since. */
function serverBuildIsCurrent() {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(buildRecord)) return false;
  // A deployment may ship dist/ without src/: nothing to compare with, run what is there.
  if (!fs.existsSync(path.join(root, 'src'))) return true;
  const { startedAt, inputs } = JSON.parse(fs.readFileSync(buildRecord, 'utf8'));
  return inputs.every((file) => {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    return stat !== undefined && stat.mtimeMs < startedAt;
  });
}

// A server pointed at its own build (WEB_DIR, as the browser tests do) never builds dist/web.
if (!process.env.WEB_DIR && !fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.log('No web build found: building it once (npm run build)…');
  run('npm', ['run', 'build']);
}
if (!serverBuildIsCurrent()) {
  console.log('Server build missing or older than its sources: building it (scripts/build-server.mjs)…');
  run(process.execPath, ['scripts/build-server.mjs']);
}
await import(pathToFileURL(serverEntry).href);
