import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { CommentPolicy, CommentSubjectKind, CommentThread } from '../../shared/api/comments';
import type { ReactionName, ReactionSubjectKind, ReactionSummary } from '../../shared/api/reactions';
import { api } from './api';
import { type LiveMessage, useLiveMessages, useLiveStreamId } from './live-unread';
import { useSession } from './session';

/**
 * The comment threads under events, con pages, log entries, tutorials and album photos (issue
 * 37), and the reactions on them. Threads depend on the viewer (blocks, mutes, members-only), so
 * they are keyed by them; every change refetches the thread.
 */
export const COMMENTS_KEY = ['comments'] as const;

export interface CommentSubject {
  kind: CommentSubjectKind;
  id: string;
}

const threadPath = ({ kind, id }: CommentSubject) => `/comments/${kind}/${encodeURIComponent(id)}`;

export function threadKey(subject: CommentSubject, viewer: string) {
  return [...COMMENTS_KEY, subject.kind, subject.id, viewer] as const;
}

/** GET /api/comments/{kind}/{id}, a page of top-level comments at a time ("Show more" follows `next`). */
export function useCommentThread(subject: CommentSubject) {
  const viewer = useSession()?.userid ?? 'visitor';
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: threadKey(subject, viewer),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api<CommentThread>(
        pageParam ? `${threadPath(subject)}?after=${encodeURIComponent(pageParam)}` : threadPath(subject),
        {
          auth: true,
          signal,
        },
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  // A comment written elsewhere (another member, another tab) arrives without a reload.
  const onLive = useCallback(
    (message: LiveMessage) => {
      const about = message.subject as Partial<CommentSubject> | undefined;
      if (message.kind === 'comment' && about?.kind === subject.kind && String(about.id) === subject.id)
        void queryClient.invalidateQueries({ queryKey: [...COMMENTS_KEY, subject.kind, subject.id] });
    },
    [queryClient, subject.kind, subject.id],
  );
  useLiveMessages(onLive);
  useWatchedThread(subject);
  return query;
}

/** Writes to one thread; each refetches it afterwards. */
export function useCommentChanges(subject: CommentSubject) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...COMMENTS_KEY, subject.kind, subject.id] });
  const post = useMutation({
    mutationFn: (body: { body: string; parentId?: number }) =>
      api(threadPath(subject), { method: 'POST', auth: true, body }),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ commentId, body }: { commentId: number; body: string }) =>
      api(`/comments/${commentId}`, { method: 'PATCH', auth: true, body: { body } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => api(`/comments/${commentId}`, { method: 'DELETE', auth: true }),
    onSuccess: refresh,
  });
  const policy = useMutation({
    mutationFn: (next: CommentPolicy) =>
      api<{ message: string }>(`${threadPath(subject)}/policy`, {
        method: 'PUT',
        auth: true,
        body: { policy: next },
      }),
    onSuccess: refresh,
  });
  return { post, edit, remove, policy };
}

/** PUT or DELETE /api/reactions/{kind}/{id}/{reaction}: the thing's counts after the change. */
export function setReaction(kind: ReactionSubjectKind, id: string, reaction: ReactionName, on: boolean) {
  return api<{ reactions: ReactionSummary }>(`/reactions/${kind}/${encodeURIComponent(id)}/${reaction}`, {
    method: on ? 'PUT' : 'DELETE',
    auth: true,
  });
}

/** GET /api/reactions/{kind}/{id}: who gave each reaction (members only). */
export function reactionWho(kind: ReactionSubjectKind, id: string) {
  return api<{ reactions: { reaction: ReactionName; members: { username: string; name: string }[] }[] }>(
    `/reactions/${kind}/${encodeURIComponent(id)}`,
    { auth: true },
  );
}

/**
 * Tells the server that this tab's live stream shows the thread (PUT /api/me/live/watch), so its
 * "comment" events reach it; again after each reconnect (a new stream), and stops on leaving. A
 * stream watches one thread: the one opened last.
 */
/** The thread this tab's stream watches now ("kind:id"), so that leaving another thread leaves it be. */
let watched: string | null = null;

function useWatchedThread(subject: CommentSubject) {
  const stream = useLiveStreamId();
  const signedIn = Boolean(useSession());
  useEffect(() => {
    if (!stream || !signedIn) return;
    const key = `${subject.kind}:${subject.id}`;
    const watch = (thread: CommentSubject | null) =>
      api('/me/live/watch', { method: 'PUT', auth: true, body: { stream, thread } }).catch(() => undefined);
    watched = key;
    void watch({ kind: subject.kind, id: subject.id });
    return () => {
      if (watched !== key) return;
      watched = null;
      void watch(null);
    };
  }, [stream, signedIn, subject.kind, subject.id]);
}
