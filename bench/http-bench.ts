import autocannon from 'autocannon';

export interface HttpResult {
  endpoint: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one endpoint; `paths` rotate so the cache and index see varied input. */
export async function measure(
  baseUrl: string,
  endpoint: string,
  paths: string[],
  options: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Bodies sent in turn instead of `body` (saves that each change something). */
    bodies?: string[];
    /** Per path: headers of that request only (an If-None-Match with the path's ETag). */
    headersFor?: (path: string) => Record<string, string>;
    /** Stops the run early when it resolves (a load kept up beside another measurement). */
    until?: Promise<unknown>;
  },
): Promise<HttpResult> {
  let i = 0;
  let sent = 0;
  const run = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    method: (options.method ?? 'GET') as 'GET',
    body: options.body,
    requests: [
      {
        setupRequest: (req) => {
          i = (i + 1) % paths.length;
          const path = paths[i] as string;
          const own = options.headersFor?.(path);
          const body = options.bodies ? options.bodies[sent++ % options.bodies.length] : undefined;
          return {
            ...req,
            path,
            ...(own ? { headers: { ...req.headers, ...own } } : {}),
            ...(body === undefined ? {} : { body }),
          };
        },
      },
    ],
  });
  // The promise autocannon answers is also its instance, which can be stopped.
  void options.until?.then(() => (run as unknown as { stop: () => void }).stop());
  const result = await run;
  return {
    endpoint,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    // A 304 (the answer a revalidation is after) is not a failure.
    non2xx: result.non2xx - (result['3xx'] ?? 0),
  };
}
