import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimChange,
  ConGroup,
  ConGroupChanges,
  ConGroupsAnswer,
  NewConGroup,
} from '../../../../shared/api/con-groups';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { CONS_KEY } from '../api';

const listKey = (slug: string, viewer: string) => [...CONS_KEY, 'groups', slug, viewer];

/** GET /api/cons/{slug}/groups: names for members, only which characters are open for visitors. */
export function useConGroups(slug: string) {
  const session = useSession();
  return useQuery({
    queryKey: listKey(slug, session?.userid ?? 'visitor'),
    queryFn: ({ signal }) =>
      api<ConGroupsAnswer>(`/cons/${encodeURIComponent(slug)}/groups`, { auth: true, signal }),
  });
}

/**
 * The changes a member makes, each answering the group as it is now: it replaces the group in the
 * kept list at once (no second request), and a 409 leaves the list to be read again.
 */
export function useGroupActions(slug: string) {
  const client = useQueryClient();
  const session = useSession();
  const key = listKey(slug, session?.userid ?? 'visitor');
  const put = (group: ConGroup) =>
    client.setQueryData<ConGroupsAnswer>(key, (old) => {
      const groups = old?.groups ?? [];
      const known = groups.some((g) => g.id === group.id);
      return { groups: known ? groups.map((g) => (g.id === group.id ? group : g)) : [...groups, group] };
    });
  const run = async (work: Promise<ConGroup>) => {
    try {
      put(await work);
    } catch (error) {
      await client.invalidateQueries({ queryKey: key });
      throw error;
    }
  };
  const path = (id: number) => `/con-groups/${id}`;
  const drop = (id: number) =>
    client.setQueryData<ConGroupsAnswer>(key, (old) => ({
      groups: (old?.groups ?? []).filter((g) => g.id !== id),
    }));
  return {
    start: (body: NewConGroup) =>
      run(api<ConGroup>(`/cons/${encodeURIComponent(slug)}/groups`, { method: 'POST', body, auth: true })),
    change: (id: number, body: ConGroupChanges) =>
      run(api<ConGroup>(path(id), { method: 'PUT', body, auth: true })),
    claim: (id: number, characterId: number) =>
      run(api<ConGroup>(`${path(id)}/claims`, { method: 'POST', body: { characterId }, auth: true })),
    changeClaim: (id: number, claimId: number, body: ClaimChange) =>
      run(api<ConGroup>(`${path(id)}/claims/${claimId}`, { method: 'PUT', body, auth: true })),
    dropClaim: (id: number, claimId: number) =>
      run(api<ConGroup>(`${path(id)}/claims/${claimId}`, { method: 'DELETE', auth: true })),
    /** The lead deletes the group: it leaves the kept list once the server has said so. */
    remove: async (id: number) => {
      await api<null>(path(id), { method: 'DELETE', auth: true });
      drop(id);
    },
    /** An organiser removes anyone's group (audited; the lead and claimers are told). */
    removeAsOrganiser: async (id: number) => {
      await api<null>(`/organisers${path(id)}`, { method: 'DELETE', auth: true });
      drop(id);
    },
  };
}

export type GroupActions = ReturnType<typeof useGroupActions>;
