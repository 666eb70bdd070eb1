import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { apiUpload } from './api-upload';
import { type UploadProgress, xhrFetch } from './xhr-fetch';

/** A stand-in XMLHttpRequest the test drives: progress, an answer, a failure or an abort. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void)[] =
    [];
  upload = {
    addEventListener: (_type: 'progress', listener: (typeof this.uploadListeners)[number]) =>
      this.uploadListeners.push(listener),
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  // What the browser would do:
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const l of this.uploadListeners) l({ loaded, total, lengthComputable });
  }
  answer(status: number, text: string, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = headers;
    this.fire('load');
  }
  fire(type: string) {
    for (const l of this.listeners[type] ?? []) l();
  }
}

const sent = () => {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('no request was sent');
  return xhr;
};

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('xhrFetch', () => {
  it('sends the method, headers and body, reports bytes sent and answers a Response', async () => {
    const progress: UploadProgress[] = [];
    const body = new FormData();
    body.set('firstname', 'Robin');
    const answer = xhrFetch((p) => progress.push(p))('/api/users/7', {
      method: 'PUT',
      headers: { Authorization: 'Bearer t', Accept: 'application/json' },
      body,
    });
    const xhr = sent();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['PUT', '/api/users/7', body]);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', accept: 'application/json' });
    xhr.progress(1000, 4000);
    xhr.progress(4000, 4000);
    xhr.progress(10, 0, false);
    expect(progress).toEqual([
      { sent: 1000, total: 4000 },
      { sent: 4000, total: 4000 },
      { sent: 10, total: 0 },
    ]);
    xhr.answer(200, '{"message":"ok"}', 'Content-Type: application/json\r\nX-Total-Count: 3\r\n');
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(await response.json()).toEqual({ message: 'ok' });
  });

  it('answers a 204 without a body', async () => {
    const answer = xhrFetch(() => undefined)('/api/x', { method: 'DELETE' });
    sent().answer(204, '');
    expect((await answer).status).toBe(204);
  });

  it('fails like fetch when the network fails', async () => {
    const answer = xhrFetch(() => undefined)('/api/x', {});
    sent().fire('error');
    await expect(answer).rejects.toThrow(TypeError);
  });

  it('aborts with the signal, as an AbortError', async () => {
    const controller = new AbortController();
    const answer = xhrFetch(() => undefined)('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent().aborted).toBe(true);
  });

  it('does not send when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(xhrFetch(() => undefined)('/api/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('apiUpload', () => {
  it("answers api()'s way: the JSON, and the server's message on a failure", async () => {
    const progress: UploadProgress[] = [];
    const ok = apiUpload<{ message: string }>('/users/7', {
      method: 'PUT',
      body: new FormData(),
      onProgress: (p) => progress.push(p),
    });
    expect(sent().url).toBe('/api/users/7');
    sent().progress(5, 5);
    sent().answer(200, '{"message":"Profile updated"}');
    expect(await ok).toEqual({ message: 'Profile updated' });
    expect(progress).toEqual([{ sent: 5, total: 5 }]);

    const tooBig = apiUpload('/users/7', {
      method: 'PUT',
      body: new FormData(),
      onProgress: () => undefined,
    });
    sent().answer(413, '{"message":"That photo is too large."}');
    const error = await tooBig.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, serverMessage: 'That photo is too large.' });
  });
});
