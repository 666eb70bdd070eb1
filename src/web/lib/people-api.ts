import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session';

/**
 * Following, blocking and muting (issue 37): the signed-in member's ties to others. Every query
 * here starts with PEOPLE_KEY and the viewer, so a change refreshes them all, and the answers
 * that a block or a mute changes elsewhere (projects, events, cons) are refreshed too.
 */
export const PEOPLE_KEY = ['people'] as const;

const member = (username: string) => encodeURIComponent(username);

/** GET /api/me/relations/{username} and /api/me/following/{username}: the member's ties to one member. */
export function useTies(username: string) {
  const viewer = useSession()?.userid ?? '';
  const relation = useQuery({
    queryKey: [...PEOPLE_KEY, viewer, 'relation', username.toLowerCase()],
    queryFn: ({ signal }) =>
      api(`/me/relations/${member(username)}`, { check: 'relation', auth: true, signal }),
  });
  const follow = useQuery({
    queryKey: [...PEOPLE_KEY, viewer, 'follow', username.toLowerCase()],
    queryFn: ({ signal }) =>
      api(`/me/following/${member(username)}`, { check: 'followState', auth: true, signal }),
  });
  return { relation, follow };
}

/** GET /api/me/relations: everyone the member blocked and muted. */
export function useMyRelations() {
  const viewer = useSession()?.userid ?? '';
  return useQuery({
    queryKey: [...PEOPLE_KEY, viewer, 'relations'],
    queryFn: ({ signal }) => api('/me/relations', { check: 'myRelations', auth: true, signal }),
  });
}

/** GET /api/me/following or /api/me/followers. */
export function useFollowList(which: 'following' | 'followers') {
  const viewer = useSession()?.userid ?? '';
  return useQuery({
    queryKey: [...PEOPLE_KEY, viewer, which],
    queryFn: ({ signal }) => api(`/me/${which}`, { check: 'followList', auth: true, signal }),
  });
}

/** Each change the member can make to a tie, as its method and address. */
export type TieChange = 'follow' | 'unfollow' | 'remove-follower' | 'block' | 'unblock' | 'mute' | 'unmute';

const REQUESTS: Record<TieChange, [method: 'PUT' | 'DELETE', list: string]> = {
  follow: ['PUT', 'following'],
  unfollow: ['DELETE', 'following'],
  'remove-follower': ['DELETE', 'followers'],
  block: ['PUT', 'blocks'],
  unblock: ['DELETE', 'blocks'],
  mute: ['PUT', 'mutes'],
  unmute: ['DELETE', 'mutes'],
};

/**
 * Makes one change to a tie and answers the server's message. Afterwards every people query is
 * refreshed, and so are the reads a block or mute filters (projects, events, cons, albums, comment threads).
 */
export function useTieChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, username }: { change: TieChange; username: string }) => {
      const [method, list] = REQUESTS[change];
      return api<{ message: string }>(`/me/${list}/${member(username)}`, { method, auth: true });
    },
    onSettled: async (_answer, _error, { change }) => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      if (change !== 'follow' && change !== 'unfollow' && change !== 'remove-follower')
        for (const key of ['projects', 'events', 'cons', 'albums', 'comments'])
          void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
