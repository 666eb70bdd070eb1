// Module hooks of module-probe.mjs (they run on Node's loader thread).
import fs from 'node:fs';

let file;

export function initialize(data) {
  file = data.file;
}

export async function load(url, context, nextLoad) {
  fs.appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
