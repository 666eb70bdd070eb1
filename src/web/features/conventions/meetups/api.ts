import { useQuery } from '@tanstack/react-query';
import type { ConMeetupsAnswer } from '../../../../shared/api/con-meetups';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** GET /api/cons/{slug}/meetups, per viewer (members-only meetups are for members). */
export function useConMeetups(slug: string) {
  const session = useSession();
  return useQuery({
    queryKey: ['cons', 'meetups', slug, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) =>
      api<ConMeetupsAnswer>(`/cons/${encodeURIComponent(slug)}/meetups`, { auth: true, signal }),
  });
}
