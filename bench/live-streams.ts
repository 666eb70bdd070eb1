// The live channel held open: GET /api/me/live streams (members × up to 12 tabs each, the
// per-member cap on one instance), the server's resident memory before and after opening them,
// one notification's arrival on its member's tabs, and throughput with the streams open vs not.
import fs from 'node:fs';
import { STREAMS_PER_MEMBER } from '../src/server/features/notifications/live-routes';
import { freePort } from '../tests/api/server-process';
import { type LiveEvent, openLiveStream } from '../tests/support/live-stream';
import { measure } from './http-bench';
import { goTo, hostEvent } from './member-api';
import type { SignedIn } from './organiser-session';
import { startReference } from './reference';

type Stream = Awaited<ReturnType<typeof openLiveStream>>;

/** Streams opened at once: a burst of reconnecting tabs, without a thousand handshakes at a time. */
const OPEN_BATCH = 100;
const FIRST_EVENT_TIMEOUT_MS = 60_000;

export interface LiveFigures {
  streams: number;
  members: number;
  openSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** From the RSVP's answer to the new count on the host's first and last tab, ms. */
  firstTabMs: number;
  lastTabMs: number;
  tabs: number;
  /** req/s without the streams, then with them open, measured back to back. */
  throughput: { route: string; without: number; withStreams: number }[];
}

/** The server's resident memory (VmRSS), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const isUnread = (e: LiveEvent) => e.event === 'unread';

/** Opens `count` streams spread over `members` (12 each at most); each has had its first count. */
async function openStreams(baseUrl: string, members: SignedIn[], count: number): Promise<Stream[][]> {
  const byMember: Stream[][] = members.map(() => []);
  const slots = Array.from({ length: count }, (_, i) => Math.floor(i / STREAMS_PER_MEMBER));
  for (let start = 0; start < slots.length; start += OPEN_BATCH) {
    await Promise.all(
      slots.slice(start, start + OPEN_BATCH).map(async (m) => {
        const stream = await openLiveStream(baseUrl, members[m]!.token);
        byMember[m]!.push(stream);
        if (stream.status !== 200) throw new Error(`a live stream answered ${stream.status}`);
        await stream.next(isUnread, FIRST_EVENT_TIMEOUT_MS);
      }),
    );
  }
  return byMember;
}

/** req/s of each route for `seconds`, 20 connections. */
async function rates(routes: { name: string; url: string }[], seconds: number): Promise<number[]> {
  const out: number[] = [];
  for (const r of routes) {
    const u = new URL(r.url);
    out.push((await measure(u.origin, r.name, [u.pathname], { seconds, connections: 20 })).requestsPerSec);
  }
  return out;
}

export async function benchLiveStreams(options: {
  baseUrl: string;
  pid: number;
  /** Signed-in members for the tabs, at least count / 12; the first hosts the notification. */
  members: SignedIn[];
  guest: SignedIn;
  count: number;
  httpSeconds: number;
}): Promise<LiveFigures> {
  const { baseUrl, pid, members, guest, count, httpSeconds } = options;
  const needed = Math.ceil(count / STREAMS_PER_MEMBER);
  if (members.length < needed) throw new Error(`${count} streams need ${needed} members`);
  const host = members[0]!;
  const eventId = await hostEvent(baseUrl, host.token, 'Live bench night');

  const reference = await startReference(await freePort());
  const routes = [
    { name: 'bare Fastify (own process)', url: `${reference.baseUrl}/` },
    { name: 'GET /api/public/numbers', url: `${baseUrl}/api/public/numbers` },
  ];
  let byMember: Stream[][] = [];
  try {
    await rates(routes, 1); // warm-up: the first run of a route pays for the JIT
    const without = await rates(routes, httpSeconds);
    const rssBeforeMb = rssMb(pid);
    const opening = performance.now();
    byMember = await openStreams(baseUrl, members.slice(0, needed), count);
    const openSeconds = (performance.now() - opening) / 1000;
    const rssAfterMb = rssMb(pid);

    // One notification: a guest goes to the host's event; every tab of the host hears the new count
    // (its next 'unread' event: each tab has had its first, and nothing else notifies the host).
    const tabs = byMember[0]!;
    const arrivals = Promise.all(tabs.map((s) => s.next(isUnread, 30_000).then(() => performance.now())));
    arrivals.catch(() => undefined); // awaited below; unhandled only if the RSVP fails first
    await goTo(baseUrl, guest.token, eventId);
    const answered = performance.now();
    const arrived = (await arrivals).map((t) => t - answered);

    const withStreams = await rates(routes, httpSeconds);
    const open = byMember.flat().filter((s) => !s.ended()).length;
    if (open !== count) throw new Error(`${count - open} live streams ended during the bench`);
    return {
      streams: count,
      members: needed,
      openSeconds,
      rssBeforeMb,
      rssAfterMb,
      firstTabMs: Math.min(...arrived),
      lastTabMs: Math.max(...arrived),
      tabs: tabs.length,
      throughput: routes.map((r, i) => ({
        route: r.name,
        without: without[i]!,
        withStreams: withStreams[i]!,
      })),
    };
  } finally {
    for (const s of byMember.flat()) s.close();
    reference.process.kill('SIGTERM');
  }
}
