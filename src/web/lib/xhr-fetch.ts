/** How much of a request's body has gone out: `total` is 0 when the browser cannot tell. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** What api() needs of fetch: a request in, a Response out. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/** "content-type: text/plain\r\nx-total-count: 3" → Headers. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may not have a body (the constructor throws otherwise). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * fetch() made with XMLHttpRequest, which (unlike fetch) reports how much of the body was sent:
 * for saves that upload photos. It answers and fails as fetch does: a Response for any answer,
 * a TypeError when the network fails, an AbortError when the signal aborts.
 */
export function xhrFetch(onProgress: (progress: UploadProgress) => void): Send {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const aborted = () => new DOMException('The request was aborted.', 'AbortError');
      const { signal } = init;
      if (signal?.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of new Headers(init.headers).entries()) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) =>
        onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : 0 }),
      );
      const stop = () => xhr.abort();
      signal?.addEventListener('abort', stop, { once: true });
      const settle = () => signal?.removeEventListener('abort', stop);
      xhr.addEventListener('load', () => {
        settle();
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      const failed = () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.addEventListener('error', failed);
      xhr.addEventListener('timeout', failed);
      xhr.addEventListener('abort', () => {
        settle();
        reject(aborted());
      });
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}
