// Writes .br and .gz beside every text asset of the web build, so the server sends compressed
// files without compressing on each request (@fastify/static's preCompressed option).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('dist/web');
const TEXT = /\.(js|css|html|svg|json|txt)$/;
let count = 0;
for (const entry of fs.readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, String(entry));
  if (!TEXT.test(file) || !fs.statSync(file).isFile()) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dir}`);
