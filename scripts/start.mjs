// `npm start`: builds the web app when there is no build yet, then runs the server (TypeScript via tsx).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// A server pointed at its own build (WEB_DIR, as the browser tests do) never builds dist/web.
if (!process.env.WEB_DIR && !fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.log('No web build found: building it once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
