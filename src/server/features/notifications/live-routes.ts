import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { HttpError } from '../../http-error';
import type { LiveMessage } from '../../notify/live-hub';
import { currentUser, requireUser, stillSignedIn } from '../../plugins/auth';

/** A comment line every so often keeps proxies from closing a quiet stream, and checks the session. */
export const HEARTBEAT_MS = 25_000;
/** Open tabs per member on one instance: enough for any person, not for a script. */
export const STREAMS_PER_MEMBER = 12;

// Each frame's data names its kind too (the web app dispatches on it): a "message" frame's data
// is shared/api/messages.ts liveMessageEvent with `kind: 'message'`.
const frame = (message: LiveMessage | { kind: 'stream'; stream: string }) =>
  `event: ${message.kind}\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * GET /api/me/live: one server-sent-events stream per signed-in tab (GUIDE "Live and push"). It
 * starts with the member's unread count and then sends each change, from any instance
 * (notify/live-hub.ts). The web app reads it with fetch (it carries the bearer token; EventSource
 * cannot), so it is plain `text/event-stream`. The stream ends when the session does.
 *
 * Comments: the second event, "stream", names this stream; a page showing a thread says so with
 * PUT /api/me/live/watch (features/comments/watch-routes.ts, which checks the member may see the
 * thing), and from then on the stream hears "comment" `{ subject: { kind, id } }` whenever that
 * thread changes, and nothing of other threads.
 *
 * Messages: "message" `{ conversation, unread, requests }` when a conversation of the member has a
 * new message or they read one (features/messages/live.ts); the first, conversation 0, carries the
 * counts as they are when the stream opens.
 */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // Open streams end when the server closes (server.close() waits for open connections).
  const open = new Set<{ end: () => void }>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  // Within the idle timeout, so a quiet stream is never cut by it.
  const heartbeatMs = Math.min(HEARTBEAT_MS, Math.floor(deps.config.timeouts.idleMs / 2));
  const schema = {
    summary:
      'My live stream (server-sent events): "unread" with my inbox count, now and on each change; "stream" (its id); "comment" when a watched thread changes; "message" with my message counts, now and on each new message or read',
    security: BEARER,
    response: errorAnswers(401, 429),
  };
  app.get('/me/live', { schema, onRequest: requireUser }, async (request, reply) => {
    const { userId } = currentUser(request);
    if (deps.live.streams(userId) >= STREAMS_PER_MEMBER)
      throw new HttpError(429, 'Too many open tabs are listening. Close some and reload.');
    const unread = await deps.notifications.unread(userId);
    const messageCounts = await deps.conversations.counts(userId);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // Nginx and similar proxies pass each event on at once.
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    // How soon to reconnect after a drop, then the count as it is now.
    const streamId = randomBytes(16).toString('base64url');
    raw.write(
      `retry: 3000\n\n${frame({ kind: 'unread', unread })}${frame({ kind: 'stream', stream: streamId })}${frame({ kind: 'message', conversation: 0, ...messageCounts })}`,
    );

    let watching: { kind: string; id: string } | null = null;
    const stopListening = deps.live.listen(userId, (message) => {
      if (message.kind === 'watch') {
        if (message.stream === streamId) watching = message.thread;
      } else if (message.kind === 'comment') {
        const { kind, id } = message.subject;
        if (watching && watching.kind === kind && watching.id === id) raw.write(frame(message));
      } else raw.write(frame(message));
    });
    const heartbeat = setInterval(() => {
      void stillSignedIn(request).then(
        (live) => (live ? raw.write(': still here\n\n') : raw.end()),
        () => raw.end(),
      );
    }, heartbeatMs);
    heartbeat.unref();
    open.add(raw);
    const close = () => {
      clearInterval(heartbeat);
      stopListening();
      open.delete(raw);
    };
    raw.on('close', close);
    raw.on('error', close);
  });
}
