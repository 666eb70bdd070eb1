import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { openLiveStream } from '../support/live-stream';
import { comment, send, thingsOf } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';

/** New comments reach the pages that watch their thread through the live stream (one instance here). */
describeEachDatabase('comments: live on open pages', (ctx) => {
  const app = () => ctx().app;

  it('a stream that watches a thread hears "comment" for it, and only for it', async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
    const owner = await signUp(app());
    const reader = await signUp(app());
    const other = await signUp(app());
    const { event, entry } = await thingsOf(app(), owner);
    const readerStream = await openLiveStream(base, reader.token);
    const otherStream = await openLiveStream(base, other.token);
    try {
      const watch = async (stream: typeof readerStream, token: string, thread: object | null) => {
        const named = await stream.next((e) => e.event === 'stream');
        const id = (named.data as { stream: string }).stream;
        expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
        const res = await send(app(), 'PUT', '/api/me/live/watch', token, { stream: id, thread });
        expect(res.statusCode, res.body).toBe(204);
        return id;
      };
      await watch(readerStream, reader.token, event);
      await watch(otherStream, other.token, entry);

      await comment(app(), owner.token, entry.kind, entry.id, 'On the entry');
      await comment(app(), owner.token, event.kind, event.id, 'On the event');
      // Each stream's first "comment" is its own thread's: the other thread's never reached it.
      const heard = await readerStream.next((e) => e.event === 'comment');
      expect(heard.data).toEqual({ kind: 'comment', subject: { kind: 'event', id: event.id } });
      const otherHeard = await otherStream.next((e) => e.event === 'comment');
      expect(otherHeard.data).toEqual({ kind: 'comment', subject: { kind: 'project-entry', id: entry.id } });
      // The comment's content is not in the event: the page refetches the thread as it may see it.
      expect(JSON.stringify(heard.data)).not.toContain('On the event');
    } finally {
      readerStream.close();
      otherStream.close();
    }
  });

  it('refuses to watch a thread the member may not see, and visitors', async () => {
    const owner = await signUp(app());
    const outsider = await signUp(app());
    const project = await newProject(app(), owner.token, { visibility: 'private' });
    const entry = await newEntry(app(), owner.token, project.id);
    const thread = { kind: 'project-entry', id: String(entry.id) };
    const hidden = await send(app(), 'PUT', '/api/me/live/watch', outsider.token, { stream: 'abc', thread });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await send(app(), 'PUT', '/api/me/live/watch', undefined, { stream: 'abc', thread })).statusCode,
    ).toBe(401);
    expect(
      (await send(app(), 'PUT', '/api/me/live/watch', owner.token, { stream: 'abc', thread })).statusCode,
    ).toBe(204);
    expect(
      (await send(app(), 'PUT', '/api/me/live/watch', owner.token, { stream: 'abc', thread: null }))
        .statusCode,
    ).toBe(204);
  });
});
