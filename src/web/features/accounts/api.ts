import { useQuery } from '@tanstack/react-query';
import type { CreateUserResponse, LoginResponse } from '../../../shared/api/auth';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { api } from '../../lib/api';

export function createAccount(form: FormData) {
  return api<CreateUserResponse>('/createnew', { method: 'POST', body: form });
}

export function logIn(username: string, password: string) {
  return api<LoginResponse>('/login', { method: 'POST', body: { username, password } });
}

/** How often the waiting page asks whether an organiser has decided yet. */
export const STANDING_CHECK_MS = 30_000;

/**
 * GET /api/users/{id}, read for the member's standing: it answers a sign-up still waiting for
 * approval too. Asked again every STANDING_CHECK_MS and when the tab comes back into view; a
 * declined sign-up is erased, so the answer is 401 and the api client ends the session.
 */
export function useStanding(userId: string) {
  return useQuery({
    queryKey: ['standing', userId],
    queryFn: async ({ signal }) => {
      const own = await api<OwnProfile>(`/users/${encodeURIComponent(userId)}`, { auth: true, signal });
      return { status: own.status, role: own.role, recoveryemail: own.recoveryemail };
    },
    refetchInterval: STANDING_CHECK_MS,
    refetchOnWindowFocus: 'always',
    gcTime: 0,
    retry: false,
  });
}
