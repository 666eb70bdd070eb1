import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewPollRequest, PollSubjectKind } from '../../shared/api/polls';
import { ApiError, api } from './api';
import { useSession } from './session';

/**
 * The polls of a group or an event (shared/api/polls.ts). Answers depend on the viewer (their
 * vote, whether results show), so they are keyed by them; every change refetches the list.
 */
export const POLLS_KEY = ['polls'] as const;

export interface PollSubject {
  kind: PollSubjectKind;
  id: number;
}

const listKey = (subject: PollSubject) => [...POLLS_KEY, subject.kind, subject.id] as const;

/** A 4xx (no such group, not allowed) will not change by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** GET /api/polls?kind=&id=: the polls newest first, and whether the caller may start one. */
export function usePolls(subject: PollSubject) {
  const viewer = useSession()?.userid ?? 'visitor';
  return useQuery({
    queryKey: [...listKey(subject), viewer],
    queryFn: ({ signal }) =>
      api(`/polls?kind=${subject.kind}&id=${subject.id}`, { auth: true, signal, check: 'polls' }),
    retry: retryServerErrors,
  });
}

/** Starting, voting, taking a vote back, closing and deleting; each refetches the list. */
export function usePollChanges(subject: PollSubject) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey(subject) });
  const start = useMutation({
    mutationFn: (body: Omit<NewPollRequest, 'subject'>) =>
      api('/polls', { method: 'POST', auth: true, body: { subject, ...body }, check: 'poll' }),
    onSuccess: refresh,
  });
  const vote = useMutation({
    mutationFn: ({ pollId, optionIds }: { pollId: number; optionIds: number[] }) =>
      api(`/polls/${pollId}/vote`, { method: 'PUT', auth: true, body: { optionIds }, check: 'poll' }),
    onSuccess: refresh,
  });
  const unvote = useMutation({
    mutationFn: (pollId: number) =>
      api(`/polls/${pollId}/vote`, { method: 'DELETE', auth: true, check: 'poll' }),
    onSuccess: refresh,
  });
  const close = useMutation({
    mutationFn: (pollId: number) =>
      api(`/polls/${pollId}/close`, { method: 'POST', auth: true, check: 'poll' }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (pollId: number) => api(`/polls/${pollId}`, { method: 'DELETE', auth: true }),
    onSuccess: refresh,
  });
  return { start, vote, unvote, close, remove };
}
