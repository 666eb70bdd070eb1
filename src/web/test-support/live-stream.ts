/**
 * A fake `/api/me/live` answer for `stubFetch`: the given frames as server-sent events, then
 * the stream stays open (closing it would make the client reconnect and repeat them).
 */
export function liveStream<Frame extends { kind: string }>(frames: Frame[]) {
  const text = frames.map((f) => `event: ${f.kind}\ndata: ${JSON.stringify(f)}\n\n`).join('');
  return () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
}
