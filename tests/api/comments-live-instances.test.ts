import { describe, expect, it } from 'vitest';
import { openLiveStream } from '../support/live-stream';
import { eventFields } from './event-helpers';
import { PG_URL, REDIS_URL, signUpOn, twoInstances } from './two-instances';

/**
 * A reader's tab streams from one instance and watches an event's thread (the watch itself sent to
 * the other instance); a comment written on the other instance reaches it through Redis.
 */
describe.runIf(PG_URL && REDIS_URL)('[postgres] a new comment live on two instances', () => {
  const { a, b } = twoInstances('commentslive');
  const call = (base: string, method: string, url: string, token: string, body: object) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('reaches a watching stream on one instance when the comment is written on the other', async () => {
    const host = await signUpOn(a(), `cmhost${process.pid}`);
    const reader = await signUpOn(b(), `cmreader${process.pid}`);
    const created = await call(
      a().baseUrl,
      'POST',
      '/api/events',
      host.token,
      eventFields({ title: 'Live thread' }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const id = String(((await created.json()) as { id: number }).id);

    const stream = await openLiveStream(b().baseUrl, reader.token);
    try {
      const named = await stream.next((e) => e.event === 'stream');
      const streamId = (named.data as { stream: string }).stream;
      const watched = await call(a().baseUrl, 'PUT', '/api/me/live/watch', reader.token, {
        stream: streamId,
        thread: { kind: 'event', id },
      });
      expect(watched.status).toBe(204);
      // The watch crosses Redis too: write until the stream hears it (each write is a new comment).
      const started = Date.now();
      let heard = false;
      for (let i = 0; i < 10 && !heard; i++) {
        const res = await call(a().baseUrl, 'POST', `/api/comments/event/${id}`, host.token, {
          body: `Hi ${i}`,
        });
        expect(res.status).toBe(201);
        heard = await stream
          .next((e) => e.event === 'comment', 500)
          .then(
            (e) => {
              expect(e.data).toEqual({ kind: 'comment', subject: { kind: 'event', id } });
              return true;
            },
            () => false,
          );
      }
      expect(heard).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });
});
