import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries (docs/decisions/0001-stack-and-layout.md) are Biome rules in biome.json. This
// proves they hold for every feature folder there is: it writes files that break each rule into a
// scratch copy of the layout, and files that keep them, runs Biome once over all of them and expects
// exactly the first kind refused. The zones name no feature, so a new feature folder is covered as
// it is made; what can be forgotten (a deeper folder, a wiring file renamed) fails here.

const root = path.resolve(import.meta.dirname, '..');
const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
  overrides: { includes: string[] }[];
};
const includes = config.overrides.flatMap((zone) => zone.includes);
const SIDES = ['server', 'web'] as const;
type Side = (typeof SIDES)[number];

function foldersIn(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The files allowed to import features: the zone of the places below the features leaves them out. */
function wiringOf(side: Side): string[] {
  return includes
    .filter((glob) => glob.startsWith(`!src/${side}/`) && !glob.endsWith('/**'))
    .map((glob) => glob.slice(1));
}

/** Depths a zone covers: src/web/features/*\/* is 1 (a feature's own files), *\/*\/* is 2. */
function coveredDepths(side: Side): number[] {
  const prefix = `src/${side}/features/`;
  return includes
    .filter((glob) => glob.startsWith(prefix) && /^(\*\/)*\*$/.test(glob.slice(prefix.length)))
    .map((glob) => glob.slice(prefix.length).split('/').length - 1);
}

function featureFileDepths(side: Side): number[] {
  const base = path.join(root, 'src', side, 'features');
  return fs
    .readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).length - 1);
}

interface Probe {
  file: string;
  from: string;
  refused: boolean;
}

function probesFor(side: Side): Probe[] {
  const features = foldersIn(`src/${side}/features`);
  const probes: Probe[] = [];
  const add = (file: string, from: string, refused: boolean) => probes.push({ file, from, refused });
  const toFeature = (file: string, feature: string) =>
    path.posix.relative(path.posix.dirname(file), `src/${side}/features/${feature}/x`);
  features.forEach((feature, i) => {
    const sibling = features[(i + 1) % features.length] as string;
    const dir = `src/${side}/features/${feature}`;
    // Refused: a sibling feature from the feature's folder and from one folder down, directly or
    // through features/; the other side of the app; app/ (the web's shell).
    add(`${dir}/sibling.ts`, `../${sibling}/x`, true);
    add(`${dir}/via-features.ts`, `../../features/${sibling}/x`, true);
    add(`${dir}/nested/sibling.ts`, `../../${sibling}/x`, true);
    add(`${dir}/nested/via-features.ts`, `../../../features/${sibling}/x`, true);
    add(`${dir}/other-side.ts`, `../../../${side === 'web' ? 'server' : 'web'}/lib/x`, true);
    if (side === 'web') add(`${dir}/app.ts`, '../../app/layout', true);
    // Allowed: its own files, the places below (one named like a feature, as src/server/images is), shared.
    add(`${dir}/own.ts`, './x', false);
    add(`${dir}/nested/own.ts`, '../x', false);
    add(`${dir}/place.ts`, `../../${sibling}/x`, false);
    add(`${dir}/nested/place.ts`, '../../../lib/x', false);
    add(`${dir}/shared.ts`, '../../../shared/x', false);
  });
  const first = features[0] as string;
  // Every other place on the side (db/, lib/, ui/, a folder added later, a top-level file) is below
  // the features and never imports one; only the wiring does (and the web's app/ shell).
  for (const place of foldersIn(`src/${side}`).filter((name) => name !== 'features')) {
    const file = `src/${side}/${place}/imports-feature.ts`;
    add(file, toFeature(file, first), place !== 'app');
    if (side === 'web' && place !== 'app') add(`src/web/${place}/imports-app.ts`, '../app/layout', true);
  }
  add(`src/${side}/top-level.ts`, `./features/${first}/x`, true);
  for (const file of wiringOf(side)) add(file, toFeature(file, first), false);
  return probes;
}

describe('import boundaries', () => {
  it('every feature file sits at a depth a zone covers, and every wiring file named exists', () => {
    for (const side of SIDES) {
      const covered = coveredDepths(side);
      const uncovered = [...new Set(featureFileDepths(side))].filter((depth) => !covered.includes(depth));
      expect(uncovered, `src/${side}/features: add a zone to biome.json for these folder depths`).toEqual([]);
      const missing = wiringOf(side).filter((file) => !fs.existsSync(path.join(root, file)));
      expect(missing, 'biome.json lets files import features that no longer exist').toEqual([]);
    }
  });

  it('no zone lists features by name (a list misses the next folder)', () => {
    const patterns = JSON.stringify(config.overrides).match(/"group":\[[^\]]*\]/g) ?? [];
    for (const side of SIDES) {
      for (const feature of foldersIn(`src/${side}/features`)) {
        const named = patterns.filter((group) => group.includes(`/${feature}/`));
        expect(named, `biome.json names the ${side} feature ${feature}`).toEqual([]);
      }
    }
  });

  describe('Biome on a scratch copy of the layout', () => {
    const probes = SIDES.flatMap(probesFor);
    let scratch = '';
    let refusedFiles = new Set<string>();
    let biomeErrors = '';

    beforeAll(() => {
      // Biome reports real paths (a temporary folder may sit behind a link, as on macOS).
      scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-')));
      fs.copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'));
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
        fs.writeFileSync(path.join(scratch, file), text);
      };
      for (const probe of probes)
        write(probe.file, `import { x } from '${probe.from}';\nexport const y = x;\n`);
      // A type-only cycle in db/ (type imports vanish at run time, but the knot stays in the code).
      write('src/server/db/cycle-a.ts', "import type { B } from './cycle-b';\nexport type A = B | 1;\n");
      write('src/server/db/cycle-b.ts', "import type { A } from './cycle-a';\nexport type B = A | 2;\n");
      const biome = path.join(root, 'node_modules', '.bin', 'biome');
      const run = spawnSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', 'src'], {
        cwd: scratch,
        encoding: 'utf8',
      });
      biomeErrors = run.stderr;
      refusedFiles = new Set(
        [...run.stdout.matchAll(/^::error title=lint\/[^,]+,file=([^,]+),/gm)].map((m) =>
          path.relative(scratch, m[1] as string).replaceAll(path.sep, '/'),
        ),
      );
    });
    afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

    it('refuses every import across a boundary and lets every other through', () => {
      expect(refusedFiles.size, `Biome refused nothing: ${biomeErrors}`).toBeGreaterThan(0);
      const wrong = probes
        .filter((probe) => refusedFiles.has(probe.file) !== probe.refused)
        .map((probe) => `${probe.file}: '${probe.from}' ${probe.refused ? 'passed lint' : 'was refused'}`);
      expect(wrong).toEqual([]);
    });

    it('refuses a type-only import cycle', () => {
      expect(refusedFiles).toContain('src/server/db/cycle-a.ts');
      expect(refusedFiles).toContain('src/server/db/cycle-b.ts');
    });
  });
});
