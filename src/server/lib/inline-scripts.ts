import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A data block (`type="application/json"`, JSON-LD): never run, so no policy applies to it. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts of
 * `html` which a browser runs: the policy keeps `script-src 'self'`, and only these bytes may run
 * inline besides. Scripts with a `src` and data blocks need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the built page's inline scripts (none without a web build). */
export function webPageScriptHashes(webDir: string): string[] {
  const indexFile = path.join(webDir, 'index.html');
  return fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
}
