import { describe, expect, it } from 'vitest';
import { openLiveStream } from '../support/live-stream';
import { PG_URL, REDIS_URL, signUpOn, twoInstances } from './two-instances';

/** A member's tab streams from one instance; a message written on the other reaches it through Redis. */
describe.runIf(PG_URL && REDIS_URL)('[postgres] a new message live on two instances', () => {
  const { a, b } = twoInstances('messageslive');
  const call = (base: string, method: string, url: string, token: string, body?: object) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });

  it('reaches the other member’s stream on one instance when the message is written on the other', async () => {
    const writer = await signUpOn(a(), `mswriter${process.pid}`);
    const readerName = `msreader${process.pid}`;
    const reader = await signUpOn(b(), readerName);
    const stream = await openLiveStream(b().baseUrl, reader.token);
    try {
      await stream.next((e) => e.event === 'message');
      // The subscription crosses Redis: write until the stream hears it (each write is a new message).
      const started = Date.now();
      let heard = false;
      let conversation = 0;
      for (let i = 0; i < 10 && !heard; i++) {
        const res = await call(a().baseUrl, 'POST', '/api/conversations', writer.token, {
          to: [readerName],
          body: `Hi ${i}`,
        });
        expect(res.status).toBe(201);
        conversation = ((await res.json()) as { conversationId: number }).conversationId;
        heard = await stream
          .next((e) => e.event === 'message', 500)
          .then(
            (e) => {
              expect(e.data).toEqual({ kind: 'message', conversation, unread: 0, requests: 1 });
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
