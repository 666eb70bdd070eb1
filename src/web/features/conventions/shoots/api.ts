import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConShootsAnswer, PublishShootsRequest, ShootSlot } from '../../../../shared/api/shoots';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

const key = (slug: string) => ['cons', 'shoots', slug] as const;

/** GET /api/cons/{slug}/shoots, per viewer (who booked shows only to the photographer). */
export function useConShoots(slug: string) {
  const session = useSession();
  return useQuery({
    queryKey: [...key(slug), session?.userid ?? 'visitor'],
    queryFn: ({ signal }) =>
      api<ConShootsAnswer>(`/cons/${encodeURIComponent(slug)}/shoots`, { auth: true, signal }),
  });
}

/** Booking, cancelling, removing and publishing; each refreshes the con's slots. */
export function useShootActions(slug: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key(slug) });
  const after = async <T>(work: Promise<T>) => {
    try {
      return await work;
    } finally {
      await refresh();
    }
  };
  return {
    book: (id: number) => after(api<ShootSlot>(`/shoots/${id}/booking`, { method: 'POST', auth: true })),
    cancel: (id: number) => after(api<ShootSlot>(`/shoots/${id}/booking`, { method: 'DELETE', auth: true })),
    remove: (id: number) => after(api<null>(`/shoots/${id}`, { method: 'DELETE', auth: true })),
    /** An organiser removes anyone's slot, booked or not (audited; the booker is told). */
    removeAsOrganiser: (id: number) =>
      after(api<null>(`/organisers/shoots/${id}`, { method: 'DELETE', auth: true })),
    publish: (body: PublishShootsRequest) =>
      after(
        api<{ slots: ShootSlot[] }>(`/cons/${encodeURIComponent(slug)}/shoots`, {
          method: 'POST',
          auth: true,
          body,
        }),
      ),
  };
}
