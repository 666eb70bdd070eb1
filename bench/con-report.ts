// The conventions bench's tables (bench/cons.ts), as markdown for docs/performance.md.
import type { Burst } from './con-bookings';
import type { HttpResult } from './http-bench';
import { quantile } from './photo-load';

/** One database's figures. */
export interface ConRun {
  database: 'sqlite' | 'postgres';
  /** The bare Fastify route, measured just before the reads. */
  reference: HttpResult;
  /** Each read as a visitor and as a member, with its answer's size (uncompressed). */
  reads: Array<HttpResult & { viewer: 'visitor' | 'member'; bytes?: number }>;
  burst: Burst;
  /** Booking times (ms) on a quiet server and with the mixed load beside it. */
  quiet: number[];
  busy: number[];
  /** The mixed load's own figures, per endpoint. */
  load: HttpResult[];
}

const pct = (x: number) => `${Math.round(x * 100)} %`;
const ms = (values: number[], q: number) => quantile(values, q).toFixed(0);

export function printReads(runs: ConRun[]) {
  console.log(
    '\nThe con page: each read it makes; share = req/s ÷ the bare Fastify route measured just before',
  );
  console.log(
    '| database | bare route req/s | read | viewer | answer KB | req/s | share | p50 ms | p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of runs) {
    for (const x of r.reads) {
      const kb = x.bytes === undefined ? '' : (x.bytes / 1024).toFixed(1);
      console.log(
        `| ${r.database} | ${r.reference.requestsPerSec} | ${x.endpoint} | ${x.viewer} | ${kb} | ${x.requestsPerSec} | ${pct(x.requestsPerSec / r.reference.requestsPerSec)} | ${x.p50} | ${x.p99} | ${x.errors + x.non2xx} |`,
      );
    }
  }
}

export function printBookings(runs: ConRun[], bookings: number) {
  console.log(
    `\nBookings: ${bookings} per row, one after another, each by its own member of its own free slot (POST /api/shoots/{id}/booking)${bookings <= 100 ? '; p99 of so few is the slowest' : ''}`,
  );
  console.log('| database | server | p50 ms | p95 ms | p99 ms | p50 ÷ quiet p50 | p99 ÷ quiet p99 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of runs) {
    for (const [label, t] of [
      ['quiet', r.quiet],
      ['under the mixed load', r.busy],
    ] as const) {
      const p50 = (quantile(t, 0.5) / quantile(r.quiet, 0.5)).toFixed(1);
      const p99 = (quantile(t, 0.99) / quantile(r.quiet, 0.99)).toFixed(1);
      console.log(
        `| ${r.database} | ${label} | ${ms(t, 0.5)} | ${ms(t, 0.95)} | ${ms(t, 0.99)} | ${p50}× | ${p99}× |`,
      );
    }
  }
  for (const r of runs) {
    const rate = r.load.reduce((n, x) => n + x.requestsPerSec, 0);
    const failed = r.load.reduce((n, x) => n + x.errors + x.non2xx, 0);
    const eventPage = r.load.find((x) => x.endpoint === 'event page');
    const statuses = Object.entries(r.burst.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(
      `  ${r.database}: ${r.burst.times.length} concurrent bookings of one slot: ${statuses} (exactly one booked; answered in p50 ${ms(r.burst.times, 0.5)} ms, max ${ms(r.burst.times, 1)} ms). The mixed load beside the bookings served ${rate} req/s in all, ${failed} failed; its event page p50 ${eventPage?.p50} ms, p99 ${eventPage?.p99} ms.`,
    );
  }
}
