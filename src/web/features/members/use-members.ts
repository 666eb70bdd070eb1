import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UsersPage } from '../../../shared/profile/profile-api';
import { api } from '../../lib/api';

/** GET /api/users?page=&limit= (members only). The previous page stays shown while the next loads. */
export function useMembers(page: number, limit: number) {
  return useQuery({
    queryKey: ['users', page, limit],
    queryFn: ({ signal }) => api<UsersPage>(`/users?page=${page}&limit=${limit}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
  });
}
