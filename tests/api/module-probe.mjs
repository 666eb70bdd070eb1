// Preloaded with `node --import ./tests/api/module-probe.mjs …`: records every module the process
// loads into MODULE_PROBE_FILE, one URL or path a line. ES modules are written as they load (by
// the hooks in module-probe-hooks.mjs); CommonJS ones, which Node 20's hooks do not see when
// required, are added from require's cache when the process exits.
import fs from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.MODULE_PROBE_FILE;
if (!file) throw new Error('module-probe: set MODULE_PROBE_FILE');
register('./module-probe-hooks.mjs', import.meta.url, { data: { file } });
process.on('exit', () => {
  const required = Object.keys(createRequire(import.meta.url).cache);
  fs.appendFileSync(file, required.map((path) => `${path}\n`).join(''));
});
