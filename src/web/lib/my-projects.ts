import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session';

/** The member's own projects (GET /api/me/projects), for the pickers that let them wear one. */
export function useMyProjects(enabled = true) {
  const session = useSession();
  return useQuery({
    // Under the projects' key: the projects pages' writes refresh it with the rest.
    queryKey: ['projects', 'mine', session?.userid ?? 'visitor'],
    queryFn: ({ signal }) => api('/me/projects', { auth: true, signal, check: 'myProjects' }),
    enabled: enabled && Boolean(session),
    staleTime: 60_000,
  });
}
