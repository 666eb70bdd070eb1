// The talk bench's tables (bench/talk.ts), as markdown for docs/performance.md.
import type { HttpResult } from './http-bench';
import { quantile } from './photo-load';
import type { Deliveries } from './talk-messages';

/** One database's figures; a part left out of the run (TALK_PARTS) is undefined. */
export interface TalkRun {
  database: 'sqlite' | 'postgres';
  thread?: {
    /** The bare Fastify route, measured just before the reads. */
    reference: HttpResult;
    /** Each read as a visitor and as a member, with its answer's size (uncompressed and compressed). */
    reads: Array<HttpResult & { viewer: 'visitor' | 'member'; bytes: number; wireBytes: number }>;
    /** What the first page's answer says the thread holds, and the reactions given. */
    total: number;
    reactions: number;
  };
  messages?: Deliveries;
}

/** Shares under 10 % keep a decimal (0.4 %), as the projects section writes them. */
const pct = (x: number) => `${x < 0.1 ? (x * 100).toFixed(1) : Math.round(x * 100)} %`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (values: number[], q: number) => quantile(values, q).toFixed(0);

export function printThreadReads(runs: TalkRun[]) {
  console.log(
    '\nA thread of 500 comments: each read; share = req/s ÷ the bare Fastify route measured just before',
  );
  console.log(
    '| database | bare route req/s | read | viewer | answer KB (sent KB) | req/s | share | p50 ms | p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { database, thread: t } of runs) {
    if (!t) continue;
    for (const x of t.reads) {
      console.log(
        `| ${database} | ${t.reference.requestsPerSec} | ${x.endpoint} | ${x.viewer} | ${kb(x.bytes)} (${kb(x.wireBytes)}) | ${x.requestsPerSec} | ${pct(x.requestsPerSec / t.reference.requestsPerSec)} | ${x.p50} | ${x.p99} | ${x.errors + x.non2xx} |`,
      );
    }
    console.log(`  ${database}: the thread holds ${t.total} comments and ${t.reactions} reactions`);
  }
}

export function printDeliveries(runs: TalkRun[], deliveries: number) {
  console.log(
    `\nMessage delivery: ${deliveries} messages per row, one after another, each timed from its POST sent to the receiver's live-stream frame for it`,
  );
  console.log(
    '| database | instances | server | p50 ms | p95 ms | max ms | POST answered, p50 ms | p50 ÷ quiet p50 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { database, messages: m } of runs) {
    if (!m) continue;
    const instances = m.instances === 2 ? 'sent on 1, stream on 2' : 'one';
    const quietP50 = quantile(m.quiet.toFrame, 0.5);
    for (const [label, t] of [
      ['quiet', m.quiet],
      ['under the mixed load', m.busy],
    ] as const) {
      const ratio = (quantile(t.toFrame, 0.5) / quietP50).toFixed(1);
      console.log(
        `| ${database} | ${instances} | ${label} | ${ms(t.toFrame, 0.5)} | ${ms(t.toFrame, 0.95)} | ${ms(t.toFrame, 1)} | ${ms(t.toAnswer, 0.5)} | ${ratio}× |`,
      );
    }
    const rate = m.load.reduce((n, x) => n + x.requestsPerSec, 0);
    const failed = m.load.reduce((n, x) => n + x.errors + x.non2xx, 0);
    // The load's own latencies, to tell a slow delivery path from a server slow at everything.
    const eventPage = m.load.find((x) => x.endpoint === 'event page');
    console.log(
      `  ${database}: the mixed load (100 connections, on the sending instance) served ${rate} req/s in all, ${failed} failed; its event page p50 ${eventPage?.p50} ms, p99 ${eventPage?.p99} ms`,
    );
  }
}
