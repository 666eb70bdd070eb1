import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact bytes of each inline script a browser runs', () => {
    const html = `<head><script>var a = 1;</script></head><body><script >
  b();
</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('\n  b();\n')]);
  });

  it('needs nothing for scripts loaded by address or for data blocks', () => {
    const html = `<script type="module" crossorigin src="/assets/index-1.js"></script>
<script type="application/json" id="club-content">{"a":1}</script>
<script type='application/ld+json'>{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('matches the hash browsers compute for a known script (CSP level 3 example)', () => {
    // sha256 of "alert('Hello, world.');", as given in the CSP specification.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });
});
