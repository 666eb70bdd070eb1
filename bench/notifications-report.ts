// The notifications bench's tables (bench/notifications.ts), as markdown for docs/performance.md.
import type { HttpResult } from './http-bench';
import type { LiveFigures } from './live-streams';
import { quantile } from './photo-load';
import type { PushTimes } from './push-latency';

/** One database's figures. */
export interface DatabaseRun {
  database: 'sqlite' | 'postgres';
  quiet: PushTimes;
  busy: PushTimes;
  load: HttpResult[];
  live: LiveFigures;
}

const ms = (values: number[], q: number) => quantile(values, q).toFixed(0);

export function printPushes(runs: DatabaseRun[], pushes: number) {
  console.log(
    `\nPush latency: ${pushes} RSVPs "going" per row, one after another, each timed from its answer to the host's push at the local push service`,
  );
  console.log(
    '| database | server | p50 ms | p95 ms | max ms | p50 from the request sent, ms | p50 ÷ quiet p50 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of runs) {
    const quietP50 = quantile(r.quiet.afterAnswer, 0.5);
    for (const [label, t] of [
      ['quiet', r.quiet],
      ['under the mixed load', r.busy],
    ] as const) {
      const ratio = (quantile(t.afterAnswer, 0.5) / quietP50).toFixed(1);
      console.log(
        `| ${r.database} | ${label} | ${ms(t.afterAnswer, 0.5)} | ${ms(t.afterAnswer, 0.95)} | ${ms(t.afterAnswer, 1)} | ${ms(t.afterRequest, 0.5)} | ${ratio}× |`,
      );
    }
    const rate = r.load.reduce((n, x) => n + x.requestsPerSec, 0);
    const failed = r.load.reduce((n, x) => n + x.errors + x.non2xx, 0);
    const slowest = [...r.busy.afterAnswer].sort((a, b) => b - a).slice(0, 5);
    // The load's own latencies, to tell a slow push path from a server slow at everything.
    const eventPage = r.load.find((x) => x.endpoint === 'event page');
    console.log(
      `  ${r.database}: the mixed load beside it served ${rate} req/s in all, ${failed} failed; its event page p50 ${eventPage?.p50} ms, p99 ${eventPage?.p99} ms; slowest pushes under it: ${slowest.map((x) => x.toFixed(0)).join(', ')} ms`,
    );
  }
}

export function printLive(runs: DatabaseRun[], sizes: { streams: number; httpSeconds: number }) {
  const { streams, httpSeconds } = sizes;
  console.log(`\nLive streams: ${streams} open GET /api/me/live streams, up to 12 tabs per member`);
  console.log(
    '| database | streams (members) | opened in s | server RSS before → after, MB | per stream, KB | new count on the host’s tabs: first / last, ms |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const { database, live: l } of runs) {
    const perStream = (((l.rssAfterMb - l.rssBeforeMb) * 1024) / l.streams).toFixed(0);
    console.log(
      `| ${database} | ${l.streams} (${l.members}) | ${l.openSeconds.toFixed(1)} | ${l.rssBeforeMb.toFixed(0)} → ${l.rssAfterMb.toFixed(0)} | ${perStream} | ${l.firstTabMs.toFixed(0)} / ${l.lastTabMs.toFixed(0)} (${l.tabs} tabs) |`,
    );
  }
  console.log(
    `\nThroughput with the ${streams} streams open vs without, ${httpSeconds} s each, 20 connections`,
  );
  console.log('| database | route | req/s without | req/s with the streams open | ratio |');
  console.log('|---|---|---|---|---|');
  for (const { database, live } of runs) {
    for (const t of live.throughput) {
      console.log(
        `| ${database} | ${t.route} | ${t.without} | ${t.withStreams} | ${(t.withStreams / t.without).toFixed(2)} |`,
      );
    }
  }
}
