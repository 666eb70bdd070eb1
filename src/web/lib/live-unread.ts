import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';
import { getSession, type Session } from './session';

/**
 * The signed-in member's unread notification count, live: one server-sent-events stream per tab
 * (GET /api/me/live, read with fetch because it carries the bearer token, which EventSource
 * cannot). A dropped stream reconnects after a pause that grows; when streaming keeps failing
 * (a proxy that buffers, an old browser) the count is polled instead.
 */

const RECONNECT_MS = [1000, 3000, 10_000, 30_000];
const POLL_MS = 60_000;
/** Failures in a row before polling takes over (it keeps trying the stream now and then). */
const FAILURES_BEFORE_POLLING = 3;

let unread: number | undefined;
const listeners = new Set<() => void>();
/** Pages listening for other kinds of live messages (a new comment in a thread they show). */
const messageListeners = new Set<(message: LiveMessage) => void>();

/** This tab's stream, as the server names it (its "stream" event): a page watching a thread says it. */
let streamId: string | undefined;
const streamListeners = new Set<() => void>();
function setStreamId(next: string | undefined) {
  if (next === streamId) return;
  streamId = next;
  for (const listener of streamListeners) listener();
}

/** The id of this tab's live stream once it is open (a new one after each reconnect), else undefined. */
export function useLiveStreamId(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      streamListeners.add(listener);
      return () => streamListeners.delete(listener);
    },
    () => streamId,
  );
}

/** A frame of the stream: its kind ('unread', 'comment', …) and its fields. */
export interface LiveMessage {
  kind?: string;
  [field: string]: unknown;
}
let running: { token: string; stop: () => void } | undefined;
let users = 0;

function set(next: number | undefined) {
  if (next === unread) return;
  unread = next;
  for (const listener of listeners) listener();
}

/** Reads "event: unread" frames from the stream until it ends; resolves on a clean end. */
async function readStream(token: string, signal: AbortSignal): Promise<void> {
  const response = await fetch('/api/me/live', { headers: { Authorization: `Bearer ${token}` }, signal });
  if (response.status === 401) throw Object.assign(new Error('signed out'), { final: true });
  if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const data = buffer
        .slice(0, cut)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      buffer = buffer.slice(cut + 2);
      if (data) {
        const message = JSON.parse(data.slice(6)) as LiveMessage;
        if (message.kind === 'unread' && typeof message.unread === 'number') set(message.unread);
        else if (message.kind === 'stream' && typeof message.stream === 'string') setStreamId(message.stream);
        else {
          if (message.kind === 'message') setMessageCounts(message as unknown as MessageCounts);
          for (const listener of messageListeners) listener(message);
        }
      }
      cut = buffer.indexOf('\n\n');
    }
  }
}

function start(session: Session) {
  const controller = new AbortController();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () =>
    api<{ unread: number }>('/me/notifications/unread', { auth: true }).then(
      (answer) => set(answer.unread),
      () => undefined,
    );
  const connect = async () => {
    if (controller.signal.aborted) return;
    try {
      await readStream(session.token, controller.signal);
      failures = 0;
      setStreamId(undefined);
    } catch (error) {
      setStreamId(undefined);
      if (controller.signal.aborted || (error as { final?: boolean }).final) return;
      failures += 1;
      if (failures >= FAILURES_BEFORE_POLLING) await poll();
    }
    const wait = failures >= FAILURES_BEFORE_POLLING ? POLL_MS : RECONNECT_MS[Math.min(failures, 3)]!;
    timer = setTimeout(connect, wait);
  };
  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}

/** Keeps the stream open while a component shows the count and the member is signed in. */
function follow(session: Session | null) {
  if (running && running.token !== session?.token) {
    running.stop();
    running = undefined;
    set(undefined);
    messageCount = undefined;
  }
  if (session && !running && users > 0) running = { token: session.token, stop: start(session) };
}

/** The unread count (undefined until known, or signed out); the nav's badge. */
export function useUnreadCount(session: Session | null): number | undefined {
  useEffect(() => {
    users += 1;
    follow(session);
    return () => {
      users -= 1;
      if (users === 0 && running) {
        running.stop();
        running = undefined;
      }
    };
  }, [session]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (getSession() ? unread : undefined),
  );
}

/** Unread messages and pending requests: the stream's "message" frames (the menu's Messages badge). */
export interface MessageCounts {
  unread: number;
  requests: number;
}
let messageCount: number | undefined;
const countListeners = new Set<() => void>();

/** The messages page sets the counts its list answered; the stream's frames keep them live. */
export function setMessageCounts({ unread, requests }: MessageCounts): void {
  messageCount = unread + requests;
  for (const listener of countListeners) listener();
}

/** Unread messages plus pending requests (undefined until the stream or the list says). */
export function useMessageCount(): number | undefined {
  return useSyncExternalStore(
    (listener) => {
      countListeners.add(listener);
      return () => countListeners.delete(listener);
    },
    () => (getSession() ? messageCount : undefined),
  );
}

/** A page that changed the count itself (marking read) shows it before the stream says so. */
export function setUnreadCount(next: number): void {
  set(next);
}

/**
 * Calls `onMessage` with each live message other than the unread count while the component is
 * mounted (the stream itself runs while the nav shows the count, i.e. while signed in).
 */
export function useLiveMessages(onMessage: (message: LiveMessage) => void): void {
  useEffect(() => {
    messageListeners.add(onMessage);
    return () => {
      messageListeners.delete(onMessage);
    };
  }, [onMessage]);
}
