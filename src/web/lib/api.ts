import { clearSession, getSession } from './session';

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
}

/**
 * The one fetcher for /api. When a call made with the session's token answers 401, the session
 * is over on the server: it is cleared here, and member pages then redirect to /login.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
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
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
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
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : undefined;
    throw new ApiError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      serverMessage,
      data,
    );
  }
  return data as T;
}
