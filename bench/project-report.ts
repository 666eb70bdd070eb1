// The projects bench's tables (bench/projects.ts), as markdown for docs/performance.md.
import type { HttpResult } from './http-bench';
import type { UploadMemory } from './project-upload';

/** One database's figures. */
export interface ProjectsRun {
  database: 'sqlite' | 'postgres';
  /** The bare Fastify route, measured just before the reads. */
  reference: HttpResult;
  /** Each read as a visitor and as a member, with its answer's size (uncompressed and compressed). */
  reads: Array<HttpResult & { viewer: 'visitor' | 'member'; bytes: number; wireBytes: number }>;
  upload: UploadMemory;
}

/** Shares under 10 % keep a decimal (0.4 %), as the cons section writes them. */
const pct = (x: number) => `${x < 0.1 ? (x * 100).toFixed(1) : Math.round(x * 100)} %`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (x: number) => x.toFixed(0);

export function printProjectReads(runs: ProjectsRun[]) {
  console.log('\nProjects: each read; share = req/s ÷ the bare Fastify route measured just before');
  console.log(
    '| database | bare route req/s | read | viewer | answer KB (sent KB) | req/s | share | p50 ms | p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of runs) {
    for (const x of r.reads) {
      console.log(
        `| ${r.database} | ${r.reference.requestsPerSec} | ${x.endpoint} | ${x.viewer} | ${kb(x.bytes)} (${kb(x.wireBytes)}) | ${x.requestsPerSec} | ${pct(x.requestsPerSec / r.reference.requestsPerSec)} | ${x.p50} | ${x.p99} | ${x.errors + x.non2xx} |`,
      );
    }
  }
}

export function printUploadMemory(runs: ProjectsRun[]) {
  console.log(
    '\nA 20-photo log upload, one photo per request, one after another; VmRSS in MB every 50 ms (server; server + photo process)',
  );
  console.log(
    '| database | before | peak | after | peak − before | after − before | photo process peak | seconds | answers |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of runs) {
    const { server, total } = r.upload;
    const counts = new Map<number, number>();
    for (const s of r.upload.statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
    const statuses = [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
    const cells = (m: { before: number; peak: number; after: number }) =>
      [m.before, m.peak, m.after, m.peak - m.before, m.after - m.before].map(mb);
    const s = cells(server);
    const t = cells(total);
    const both = s.map((v, i) => `${v}; ${t[i]}`).join(' | ');
    console.log(
      `| ${r.database} | ${both} | ${mb(r.upload.photoProcessPeak)} | ${r.upload.seconds.toFixed(1)} | ${statuses} |`,
    );
  }
  const sizes = runs[0]?.upload.jpegMb.slice(0, 4).map((x) => x.toFixed(1));
  if (sizes) console.log(`  The photos: 12 MP JPEGs of ${sizes.join(', ')} MB, sent in turn.`);
}
