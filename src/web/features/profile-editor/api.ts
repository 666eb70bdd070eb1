import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { ApiError, api } from '../../lib/api';

export const ownProfileKey = (userId: string) => ['own-profile', userId] as const;

/**
 * GET /api/users/{id}: the member's own profile. Not kept once the editor closes (gcTime 0), so
 * the form always starts from what the server has now.
 */
export function useOwnProfile(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ownProfileKey(userId),
    queryFn: ({ signal }) => api<OwnProfile>(`/users/${encodeURIComponent(userId)}`, { auth: true, signal }),
    enabled,
    gcTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/** PUT /api/users/{id} (multipart). Text fields and photos succeed or fail together. */
export function updateProfile(userId: string, form: FormData) {
  return api<{ message: string }>(`/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: form,
    auth: true,
  });
}
