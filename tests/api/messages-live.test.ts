import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { openLiveStream } from '../support/live-stream';
import { describeEachDatabase } from './helpers';
import { friends, send, signUp, start, write } from './message-helpers';

/** New messages reach the members' open tabs as "message" with their own counts (one instance here). */
describeEachDatabase('messages: live', (ctx) => {
  const app = () => ctx().app;

  it('a stream opens with the counts, hears each new message and its own reads; strangers hear nothing', async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
    const [a, b] = await friends(app());
    const outsider = await signUp(app());
    const { conversationId } = await start(app(), a.token, [b.username], 'Before the stream');
    const stream = await openLiveStream(base, b.token);
    const outsiderStream = await openLiveStream(base, outsider.token);
    try {
      const opening = await stream.next((e) => e.event === 'message');
      expect(opening.data).toEqual({ kind: 'message', conversation: 0, unread: 1, requests: 0 });
      await write(app(), a.token, conversationId, 'Live one');
      const heard = await stream.next((e) => e.event === 'message');
      expect(heard.data).toEqual({ kind: 'message', conversation: conversationId, unread: 2, requests: 0 });
      expect(JSON.stringify(heard.data)).not.toContain('Live one');
      const read = await send(app(), 'PUT', `/api/conversations/${conversationId}/read`, b.token, {
        upTo: 2_000_000_000,
      });
      expect(read.statusCode).toBe(204);
      expect((await stream.next((e) => e.event === 'message')).data).toEqual({
        kind: 'message',
        conversation: conversationId,
        unread: 0,
        requests: 0,
      });
      // A stranger's request arrives live too, counted as a request.
      const stranger = await signUp(app());
      const asked = await start(app(), stranger.token, [b.username], 'Request');
      expect((await stream.next((e) => e.event === 'message')).data).toEqual({
        kind: 'message',
        conversation: asked.conversationId,
        unread: 0,
        requests: 1,
      });
      expect((await outsiderStream.next((e) => e.event === 'message')).data).toMatchObject({
        conversation: 0,
      });
      await expect(outsiderStream.next((e) => e.event === 'message', 300)).rejects.toThrow();
    } finally {
      stream.close();
      outsiderStream.close();
    }
  });

  it('an accepted conversation’s read reaches the writer’s tabs (for "Seen"); a pending request’s does not', async () => {
    const base = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
    const [a, b] = await friends(app());
    const { conversationId } = await start(app(), a.token, [b.username], 'Read me');
    const writer = await openLiveStream(base, a.token);
    try {
      await writer.next((e) => e.event === 'message');
      const read = (token: string, id: number) =>
        send(app(), 'PUT', `/api/conversations/${id}/read`, token, { upTo: 2_000_000_000 });
      expect((await read(b.token, conversationId)).statusCode).toBe(204);
      expect((await writer.next((e) => e.event === 'message')).data).toMatchObject({
        conversation: conversationId,
      });
      // A stranger's request, read by its recipient: the stranger is not told.
      const stranger = await signUp(app());
      const strangerStream = await openLiveStream(base, stranger.token);
      try {
        await strangerStream.next((e) => e.event === 'message');
        const asked = await start(app(), stranger.token, [b.username], 'Hello?');
        await strangerStream.next(
          (e) =>
            e.event === 'message' &&
            (e.data as { conversation: number }).conversation === asked.conversationId,
        );
        expect((await read(b.token, asked.conversationId)).statusCode).toBe(204);
        await expect(strangerStream.next((e) => e.event === 'message', 300)).rejects.toThrow();
      } finally {
        strangerStream.close();
      }
    } finally {
      writer.close();
    }
  });
});
