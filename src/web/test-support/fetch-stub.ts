import { vi } from 'vitest';

/** One call the page made: JSON bodies parsed, any other body (FormData…) as sent. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A fixed answer (cloned for each call) or one made per call. */
export type Answer = Response | (() => Response);

function parsed(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Stubs fetch with answers by "METHOD /url" (404 for any other) and records every call. */
export function stubFetch(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url,
        body: parsed(init.body),
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      const answer = routes[`${method} ${url}`];
      if (!answer) return json(404, { message: 'No route' });
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  return calls;
}

/** A JSON answer as the server sends it (204: no body). */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
