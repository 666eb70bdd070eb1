// Compiles the server (src/server/main.ts and everything it imports from src/) into one plain
// JavaScript file, dist/server/main.js, and the photo process beside it, so `npm start` needs no TypeScript compiler at run time.
// Packages stay external: Node loads them from node_modules as usual (native ones must anyway).
// See docs/decisions/0020-compiled-server.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'src');
/** Written beside main.js: the build's start time and the files it read (read by scripts/start.mjs). */
const BUILD_RECORD = 'build-inputs.json';

/**
 * Keeps `import.meta.url` meaning "this source file" after bundling: in every module under src/,
 * it becomes the URL of the original .ts file, computed from the bundle's own URL, so paths read
 * relative to it (e.g. '../../../package.json') resolve as they do under tsx, and the project can
 * still be moved as a whole.
 */
function sourceImportMeta(outdir) {
  return {
    name: 'source-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!args.path.startsWith(sourceDir + path.sep)) return undefined;
        const text = await fs.promises.readFile(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename)/.test(text)) {
          return { errors: [{ text: 'use import.meta.url: dirname/filename are not rewritten' }] };
        }
        if (!text.includes('import.meta.url')) return undefined;
        const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/** Builds the server into `outdir` (absolute or relative to the project); returns the entry file. */
export async function buildServer({ outdir = 'dist/server' } = {}) {
  const started = performance.now();
  const out = path.resolve(root, outdir);
  const result = await build({
    absWorkingDir: root,
    // The photo process (src/server/images/photo-worker.ts forks it) is a program of its own.
    entryPoints: ['src/server/main.ts', 'src/server/images/photo-worker-main.ts'],
    outdir: out,
    entryNames: '[name]',
    // Tells photo-worker.ts to fork the compiled photo process rather than its TypeScript source.
    define: { __COMPILED_SERVER__: 'true' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    metafile: true,
    plugins: [sourceImportMeta(out)],
  });
  // What the build read and when, so `npm start` can tell a build older than its sources.
  const record = {
    startedAt: Date.now() - (performance.now() - started),
    inputs: Object.keys(result.metafile.inputs),
  };
  const files = [
    ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    { path: path.join(out, BUILD_RECORD), contents: JSON.stringify(record) },
  ];
  // Write beside, then rename: a server starting meanwhile reads the old file or the new one, whole.
  fs.mkdirSync(out, { recursive: true });
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  const entry = path.join(out, 'main.js');
  const kb = Math.round(fs.statSync(entry).size / 1024);
  const ms = Math.round(performance.now() - started);
  console.log(`built ${path.relative(root, entry)} (${kb} kB) in ${ms} ms`);
  return entry;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
