/**
 * Generates src/web/features/home/state-map-paths.json: SVG paths of the club's twelve states, so the
 * browser never downloads the atlas.
 *
 * Run: npx tsx scripts/gen-state-map.ts
 *
 * Steps: read us-atlas/states-10m.json (longitude/latitude TopoJSON), keep the twelve states, fit a conformal
 * conic projection to just those states, project every shared arc once and simplify it (Douglas–Peucker, so
 * neighbouring states keep identical borders), round to 0.1 unit, drop tiny islands, and write compact
 * relative path strings plus a label point inside each state.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoConicConformal, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const CLUB_STATES = [
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Michigan',
  'Minnesota',
  'Missouri',
  'Nebraska',
  'North Dakota',
  'Ohio',
  'South Dakota',
  'Wisconsin',
] as const;

const WIDTH = 960;
const PADDING = 16;
/** Douglas–Peucker tolerance in viewBox units (the map is 960 wide, so this is about 0.05 % of it). */
const TOLERANCE = 0.6;
/** Polygons (islands) smaller than this many square units are dropped. */
const MIN_AREA = 30;
/**
 * Hand-tuned label points (viewBox units) where the computed one collides with a neighbour's label:
 * Illinois, Indiana and Ohio sit side by side at about the same latitude, so their labels are staggered
 * (Illinois up into its wide north, Indiana down) to leave room for counts like "1,234 members".
 * Re-check these after changing the projection, WIDTH or PADDING.
 */
const LABEL_OVERRIDES: Readonly<Record<string, Point>> = {
  Illinois: [600, 455],
  Indiana: [727, 532],
};
const OUTPUT = 'src/web/features/home/state-map-paths.json';

type Point = [number, number];
type Ring = Point[];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const topology = require('us-atlas/states-10m.json') as Topology;

const statesObject = topology.objects.states as GeometryCollection<{ name: string }>;
const wanted = new Set<string>(CLUB_STATES);
const geometries = statesObject.geometries.filter((g) => {
  const name = (g.properties as { name?: string } | undefined)?.name;
  return name !== undefined && wanted.has(name);
});
if (geometries.length !== CLUB_STATES.length) {
  throw new Error(`expected ${CLUB_STATES.length} states in the atlas, found ${geometries.length}`);
}
const clubObject: GeometryCollection<{ name: string }> = { type: 'GeometryCollection', geometries };

// 1. Fit the projection to the twelve states only. Centre meridian and standard parallels suit the region.
const lonLat = feature(topology, clubObject);
const projection = geoConicConformal().parallels([38, 46]).rotate([92, 0]).precision(0);
projection.fitWidth(WIDTH - 2 * PADDING, lonLat);
const [[, y0], [, y1]] = geoPath(projection).bounds(lonLat);
const HEIGHT = Math.ceil(y1 - y0 + 2 * PADDING);
projection.fitExtent(
  [
    [PADDING, PADDING],
    [WIDTH - PADDING, HEIGHT - PADDING],
  ],
  lonLat,
);

// 2. Decode, project and simplify every arc once (shared borders stay shared), in tenths of a unit.
const transform = topology.transform;
if (!transform) throw new Error('expected a quantized topology');
const [kx, ky] = transform.scale;
const [tx, ty] = transform.translate;

function perpendicularDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

function douglasPeucker(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularDistance(points[i]!, points[first]!, points[last]!);
      if (d > maxDistance) {
        maxDistance = d;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Rounds to tenths (stored as integers) and drops consecutive duplicates; endpoints are kept. */
function roundArc(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const [x, y] of points) {
    const p: Point = [Math.round(x * 10), Math.round(y * 10)];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) out.push(p);
  }
  if (out.length === 1) out.push(out[0]!);
  return out;
}

const projectedArcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  const points: Point[] = arc.map(([dx, dy]) => {
    x += dx!;
    y += dy!;
    const projected = projection([x * kx + tx, y * ky + ty]);
    if (!projected) throw new Error('point outside projection');
    return projected;
  });
  const first = points[0]!;
  const last = points[points.length - 1]!;
  // A closed arc (a whole ring) is split at its farthest point so both halves keep a real shape.
  if (points.length > 3 && first[0] === last[0] && first[1] === last[1]) {
    let far = 1;
    let farDistance = 0;
    points.forEach((p, i) => {
      const d = Math.hypot(p[0] - first[0], p[1] - first[1]);
      if (d > farDistance) {
        farDistance = d;
        far = i;
      }
    });
    const a = douglasPeucker(points.slice(0, far + 1), TOLERANCE);
    const b = douglasPeucker(points.slice(far), TOLERANCE);
    return roundArc([...a, ...b.slice(1)]);
  }
  return roundArc(douglasPeucker(points, TOLERANCE));
});

const projectedTopology: Topology = {
  type: 'Topology',
  objects: { states: clubObject },
  arcs: projectedArcs,
};
const planar = feature(projectedTopology, clubObject);

// 3. Serialise. Coordinates are integers in tenths, so relative steps are exact (no rounding drift).
function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return Math.abs(sum / 2) / 100;
}

function formatTenths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  if (fraction === 0) return `${sign}${whole}`;
  return `${sign}${whole === 0 ? '' : whole}.${fraction}`;
}

/** Joins numbers with the fewest separators SVG path syntax allows ("1.5-2" and "1.5.5" need none). */
function joinNumbers(numbers: string[]): string {
  let out = '';
  let last = '';
  for (const n of numbers) {
    const needsSpace = last !== '' && !n.startsWith('-') && !(n.startsWith('.') && last.includes('.'));
    out += (needsSpace ? ' ' : '') + n;
    last = n;
  }
  return out;
}

function ringToPath(ring: Ring): string {
  // GeoJSON rings repeat the first point at the end; "z" closes them instead.
  const points = ring.slice(0, -1);
  const start = points[0]!;
  let d = `M${joinNumbers([formatTenths(start[0]), formatTenths(start[1])])}l`;
  const steps: string[] = [];
  for (let i = 1; i < points.length; i++) {
    steps.push(
      formatTenths(points[i]![0] - points[i - 1]![0]),
      formatTenths(points[i]![1] - points[i - 1]![1]),
    );
  }
  d += joinNumbers(steps);
  return `${d}z`;
}

/** Even–odd point-in-polygon test (holes included). */
function contains(polygon: Ring[], [x, y]: Point): boolean {
  let inside = false;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function distanceToEdge(polygon: Ring[], p: Point): number {
  let min = Number.POSITIVE_INFINITY;
  for (const ring of polygon) {
    for (let i = 1; i < ring.length; i++) {
      const a = ring[i - 1]!;
      const b = ring[i]!;
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const lengthSquared = dx * dx + dy * dy;
      const t =
        lengthSquared === 0
          ? 0
          : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
      min = Math.min(min, Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy)));
    }
  }
  return min;
}

/**
 * Label point: the centroid of the state's largest part (Michigan's lower peninsula, not the lakes between
 * its peninsulas) when it sits well inside; otherwise the point of that part farthest from its edges.
 */
function labelPoint(polygon: Ring[]): Point {
  const path = geoPath(null);
  const centroid = path.centroid({ type: 'Polygon', coordinates: polygon });
  const [[x0, y0], [x1, y1]] = path.bounds({ type: 'Polygon', coordinates: polygon });
  const comfortable = Math.min(x1 - x0, y1 - y0) / 4;
  if (contains(polygon, centroid) && distanceToEdge(polygon, centroid) >= comfortable) return centroid;
  let best: Point = centroid;
  let bestDistance = contains(polygon, centroid) ? distanceToEdge(polygon, centroid) : -1;
  const step = Math.max(1, Math.min(x1 - x0, y1 - y0) / 60);
  for (let x = x0; x <= x1; x += step) {
    for (let y = y0; y <= y1; y += step) {
      const p: Point = [x, y];
      if (!contains(polygon, p)) continue;
      const d = distanceToEdge(polygon, p);
      if (d > bestDistance) {
        bestDistance = d;
        best = p;
      }
    }
  }
  return best;
}

const states = planar.features
  .map((f) => {
    const name = f.properties.name;
    const geometry = f.geometry;
    const polygons = (
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : []
    ) as Ring[][];
    const kept = polygons
      .map((polygon) => polygon.filter((ring, i) => i === 0 || ringArea(ring) >= MIN_AREA))
      .filter((polygon) => polygon[0] && ringArea(polygon[0]) >= MIN_AREA)
      .sort((a, b) => ringArea(b[0]!) - ringArea(a[0]!));
    const largest = kept[0];
    if (!largest) throw new Error(`${name} has no polygon left`);
    const d = kept.flatMap((polygon) => polygon.map(ringToPath)).join('');
    const tenths = largest.map((ring) => ring.map(([x, y]): Point => [x / 10, y / 10]));
    const [labelX, labelY] = LABEL_OVERRIDES[name] ?? labelPoint(tenths);
    return { name, d, labelX: Math.round(labelX), labelY: Math.round(labelY) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

// JSON, not a module: the page fetches it as data (cheaper to parse than JavaScript, and outside
// the landing page's JS budget). Source: us-atlas states-10m (US Census Bureau cartographic
// boundaries), conformal conic projection fitted to the club's twelve states, simplified and
// rounded to 0.1 unit.
const source = `${JSON.stringify({ viewBox: `0 0 ${WIDTH} ${HEIGHT}`, states })}\n`;

writeFileSync(resolve(root, OUTPUT), source);
console.log(
  `wrote ${OUTPUT}: ${states.length} states, viewBox 0 0 ${WIDTH} ${HEIGHT}, ${source.length} bytes`,
);
