// Issue 19, goal 6: how each endpoint's median latency grows with the number of members on
// PostgreSQL. The "why" comes from the plans (explainEndpoints in cost-growth-plans.ts).

export interface GrowthRow {
  database: string;
  members: number;
  endpoint: string;
  /** Median latency in ms, as autocannon reports it (whole milliseconds). */
  p50: number;
}

/** 10000 → "10k", 1000000 → "1M". */
export function sizeLabel(members: number): string {
  if (members >= 1_000_000 && members % 1_000_000 === 0) return `${members / 1_000_000}M`;
  if (members >= 1000 && members % 1000 === 0) return `${members / 1000}k`;
  return String(members);
}

/**
 * Markdown: one line per endpoint (in the order first measured), its p50 at each size measured
 * on `database`, smallest to largest, and the factor from the smallest size to the largest.
 * A missing figure shows as "–". autocannon reports whole milliseconds, so a p50 of 0 (under a
 * millisecond) counts as 0.5 ms for the factor, and small factors are coarse.
 */
export function costGrowthTable(rows: readonly GrowthRow[], database = 'postgres'): string {
  const own = rows.filter((r) => r.database === database);
  const sizes = [...new Set(own.map((r) => r.members))].sort((a, b) => a - b);
  const endpoints = [...new Set(own.map((r) => r.endpoint))];
  const p50 = (endpoint: string, members: number) =>
    own.find((r) => r.endpoint === endpoint && r.members === members)?.p50;
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  const growthHeader = first === last ? 'growth' : `× ${sizeLabel(first!)}→${sizeLabel(last!)}`;
  const lines = [
    `| endpoint | ${sizes.map((s) => `p50 ms at ${sizeLabel(s)}`).join(' | ')} | ${growthHeader} |`,
    `|---|${sizes.map(() => '---|').join('')}---|`,
  ];
  for (const endpoint of endpoints) {
    const figures = sizes.map((s) => p50(endpoint, s));
    const cells = figures.map((f) => (f === undefined ? '–' : String(f)));
    lines.push(`| ${endpoint} | ${cells.join(' | ')} | ${growthFactor(figures[0], figures.at(-1))} |`);
  }
  return lines.join('\n');
}

/** "3.0×" from the first to the last figure; sub-millisecond medians count as 0.5 ms. */
function growthFactor(from: number | undefined, to: number | undefined): string {
  if (from === undefined || to === undefined) return '–';
  const factor = Math.max(to, 0.5) / Math.max(from, 0.5);
  return `${factor.toFixed(1)}×`;
}

export function printCostGrowth(rows: readonly GrowthRow[], database = 'postgres'): void {
  console.log(`\nCost growth (${database}): p50 by number of members\n`);
  console.log(costGrowthTable(rows, database));
}
