import { useQuery } from '@tanstack/react-query';
import type { ConGoingAnswer, ConGoingRequest } from '../../../../shared/api/con-going';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

const path = (slug: string) => `/cons/${encodeURIComponent(slug)}/going`;

/** Kept per viewer: a member's answer holds their own choice and the members-only goers. */
export const goingKey = (slug: string, viewer: string) => ['cons', 'going', slug, viewer] as const;

/** GET /api/cons/{slug}/going; only asked when the con has days. */
export function useConGoing(slug: string, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: goingKey(slug, session?.userid ?? 'visitor'),
    queryFn: ({ signal }) => api<ConGoingAnswer>(path(slug), { auth: true, signal }),
    enabled,
  });
}

export function saveGoing(slug: string, body: ConGoingRequest) {
  return api<ConGoingAnswer>(path(slug), { method: 'PUT', body, auth: true });
}

export function removeGoing(slug: string) {
  return api<ConGoingAnswer>(path(slug), { method: 'DELETE', auth: true });
}
