import type { z } from 'zod';
import { answerProblems, type ResponseSchemas } from './response-schemas';
import { clearSession, getSession } from './session';
import type { Send } from './xhr-fetch';

/** An API failure with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    /** The parsed JSON answer, for callers that read more than its message. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Sends the session's bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
  /** fetch's cache mode: 'no-cache' revalidates an answer the server let browsers keep a while. */
  cache?: RequestCache;
  /** What sends the request: fetch, or apiUpload's XMLHttpRequest (which reports upload progress). */
  send?: Send;
}

/** The name of a shared response schema (response-schemas.ts) an answer is checked against. */
export type ResponseName = keyof ResponseSchemas;
/** The answer's type as its schema describes it. */
export type ResponseOf<K extends ResponseName> = z.output<ResponseSchemas[K]>;

/** An answer that does not match its shared schema: a client and server out of step. */
export class ResponseMismatchError extends Error {}

/** Development and tests check answers; the production build drops this branch and its import. */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

function checkAnswer(name: ResponseName, method: string, path: string, data: unknown): void {
  const problems = answerProblems(name, data);
  if (problems === undefined) return;
  const message = `${method} /api${path} answered what its schema "${name}" does not describe: ${problems}`;
  console.error(message, data);
  throw new ResponseMismatchError(message);
}

/** "12 minutes", "40 seconds", "2 hours": how long Retry-After asks us to wait, rounded up. */
export function waitText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 90 * 60) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/** A rate-limited answer (429) says how long to wait, from its Retry-After header. */
function tooManyMessage(response: Response): string | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  if (response.status !== 429 || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return `Too many attempts. Try again in ${waitText(seconds)}.`;
}

/**
 * The one fetcher for /api. When a call made with the session's token answers 401, the session
 * is over on the server: it is cleared here, and member pages then redirect to /login. With
 * `check`, the answer has the type of that shared response schema, and in development and tests
 * a successful answer that does not match it throws ResponseMismatchError.
 */
export async function api<K extends ResponseName>(
  path: string,
  options: ApiOptions & { check: K },
): Promise<ResponseOf<K>>;
export async function api<T>(path: string, options?: ApiOptions): Promise<T>;
export async function api(path: string, options: ApiOptions & { check?: ResponseName } = {}) {
  return (await apiResponse(path, options)).data;
}

/** Like api(), with the answer's headers (X-Total-Count of a paged list). */
export async function apiResponse<K extends ResponseName>(
  path: string,
  options: ApiOptions & { check: K },
): Promise<{ data: ResponseOf<K>; headers: Headers }>;
export async function apiResponse<T>(
  path: string,
  options?: ApiOptions,
): Promise<{ data: T; headers: Headers }>;
export async function apiResponse(
  path: string,
  options: ApiOptions & { check?: ResponseName } = {},
): Promise<{ data: unknown; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const session = options.auth ? getSession() : null;
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await (options.send ?? fetch)(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    cache: options.cache,
  });
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && session) clearSession();
    const serverMessage =
      tooManyMessage(response) ??
      (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : undefined);
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      serverMessage,
      data,
    );
  }
  if (CHECK_ANSWERS && options.check) checkAnswer(options.check, options.method ?? 'GET', path, data);
  return { data, headers: response.headers };
}
