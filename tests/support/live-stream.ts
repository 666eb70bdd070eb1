/**
 * A member's live stream (GET /api/me/live) read as the web app reads it: fetch with the bearer
 * token, the body parsed into server-sent events. `next` waits for the next event that matches.
 */
export interface LiveEvent {
  event: string;
  data: unknown;
}

export async function openLiveStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/me/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const received: LiveEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let ended = false;
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event && data !== undefined) received.push({ event, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
    for (const wake of waiters.splice(0)) wake();
  };
  void pump();
  let read = 0;
  return {
    status: res.status,
    headers: res.headers,
    /** The next event (after those already taken) that matches, within `timeoutMs`. */
    async next(match: (e: LiveEvent) => boolean = () => true, timeoutMs = 5000): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < received.length) {
          const e = received[read++]!;
          if (match(e)) return e;
        }
        if (ended) throw new Error('the live stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching live event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Whether the server ended the stream. */
    ended: () => ended,
    close: () => controller.abort(),
  };
}
