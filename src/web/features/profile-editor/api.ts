import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { ApiError, api } from '../../lib/api';
import { apiUpload } from '../../lib/api-upload';
import type { UploadProgress } from '../../lib/xhr-fetch';

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

/**
 * PUT /api/users/{id} (multipart). Text fields and photos succeed or fail together. With
 * `onProgress` (a save with photos), it hears the bytes sent as they go.
 */
export function updateProfile(userId: string, form: FormData, onProgress?: (p: UploadProgress) => void) {
  const path = `/users/${encodeURIComponent(userId)}`;
  const options = { method: 'PUT', body: form, auth: true };
  if (onProgress) return apiUpload<{ message: string }>(path, { ...options, onProgress });
  return api<{ message: string }>(path, options);
}
