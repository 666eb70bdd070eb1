/**
 * For jsdom tests (whose XMLHttpRequest really sends): an XMLHttpRequest that hands the request
 * to a fetch stand-in, so a test's fetch mock also sees what apiUpload sends, and its answer comes
 * back as the load event. It reports the whole body sent at once.
 */
export function xhrThroughFetch(fetchLike: (url: string, init: RequestInit) => unknown) {
  return class XhrThroughFetch {
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private method = 'GET';
    private headers: Record<string, string> = {};
    private answerHeaders = '';
    private listeners = new Map<string, (() => void)[]>();
    private progress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void)[] = [];
    upload = {
      addEventListener: (_type: string, listener: (typeof this.progress)[number]) =>
        this.progress.push(listener),
    };

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    getAllResponseHeaders() {
      return this.answerHeaders;
    }
    abort() {
      this.fire('abort');
    }
    send(body: BodyInit | null) {
      const answer = Promise.resolve(
        fetchLike(this.url, { method: this.method, headers: this.headers, body }),
      );
      answer
        .then(async (response) => {
          if (!(response instanceof Response)) throw new TypeError('The fetch stand-in gave no Response');
          for (const listener of this.progress) listener({ loaded: 1, total: 1, lengthComputable: true });
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          this.answerHeaders = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\r\n');
          this.fire('load');
        })
        .catch(() => this.fire('error'));
    }
    private fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  };
}
