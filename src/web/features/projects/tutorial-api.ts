import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTutorialRequest,
  TutorialAnswer,
  TutorialCalculator,
} from '../../../shared/api/tutorials';
import { ApiError, api } from '../../lib/api';
import { PROJECTS_KEY, useViewerKey } from './api';

/** GET /api/projects/{id}/tutorial: whether a project has a tutorial (404: none yet). */
export interface ProjectTutorialLink {
  id: number;
  published: boolean;
}

const linkOf = (tutorial: TutorialAnswer): ProjectTutorialLink => ({
  id: tutorial.id,
  published: tutorial.published,
});

/** Tutorials sit under the projects' keys: a change to a project's log or plan marks them stale too. */
export const tutorialKey = (id: number, viewer: string) => [...PROJECTS_KEY, 'tutorial', id, viewer] as const;
export const projectTutorialKey = (projectId: number, viewer: string) =>
  [...PROJECTS_KEY, 'project-tutorial', projectId, viewer] as const;

/** A 4xx (no such tutorial) will not change by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** GET /api/tutorials/{id}: others get only a published one (404 otherwise). */
export function useTutorial(id: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: tutorialKey(id, viewer),
    queryFn: ({ signal }) => api(`/tutorials/${id}`, { check: 'tutorial', auth: true, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryServerErrors,
  });
}

/** The project's tutorial, or null when it has none (a 404 is an answer here, not an error). */
export function useProjectTutorial(projectId: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: projectTutorialKey(projectId, viewer),
    queryFn: async ({ signal }) => {
      try {
        return await api<ProjectTutorialLink>(`/projects/${projectId}/tutorial`, { auth: true, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: retryServerErrors,
  });
}

/** POST /api/projects/{id}/tutorial: the new draft (the page then goes to its editor). */
export function useCreateTutorial(projectId: number) {
  const client = useQueryClient();
  const viewer = useViewerKey();
  return async (body: CreateTutorialRequest) => {
    const tutorial = await api(`/projects/${projectId}/tutorial`, {
      method: 'POST',
      body,
      auth: true,
      check: 'tutorial',
    });
    client.setQueryData(tutorialKey(tutorial.id, viewer), tutorial);
    client.setQueryData(projectTutorialKey(projectId, viewer), linkOf(tutorial));
    return tutorial;
  };
}

export interface StepChange {
  title?: string;
  body?: string;
  calculator?: TutorialCalculator | null;
  photoIds?: string[];
}

/**
 * The maker's changes to a tutorial. Every answer is the whole tutorial: it replaces the cached
 * one, so what the editor shows is always the server's.
 */
export function useTutorialChanges(id: number) {
  const client = useQueryClient();
  const viewer = useViewerKey();
  const send = async (path: string, method: string, body?: unknown) => {
    const tutorial = await api(`/tutorials/${id}${path}`, { method, body, auth: true, check: 'tutorial' });
    client.setQueryData<TutorialAnswer>(tutorialKey(id, viewer), tutorial);
    client.setQueryData(projectTutorialKey(tutorial.project.id, viewer), linkOf(tutorial));
    return tutorial;
  };
  return {
    update: (body: { title?: string; intro?: string; published?: boolean }) => send('', 'PATCH', body),
    addStep: () => send('/steps', 'POST', { title: '', body: '' }),
    updateStep: (stepId: number, body: StepChange) => send(`/steps/${stepId}`, 'PATCH', body),
    /** The contract answers the tutorial; a bare 204 is taken too, by asking for it again. */
    deleteStep: async (stepId: number) => {
      const answer = await api<TutorialAnswer | null>(`/tutorials/${id}/steps/${stepId}`, {
        method: 'DELETE',
        auth: true,
      });
      if (answer) client.setQueryData(tutorialKey(id, viewer), answer);
      else await client.invalidateQueries({ queryKey: tutorialKey(id, viewer) });
    },
    reorder: (stepIds: number[]) => send('/order', 'PUT', { stepIds }),
    /** The whole tutorial goes (the project and its log stay); the project page offers a new one. */
    remove: async (projectId: number) => {
      await api(`/tutorials/${id}`, { method: 'DELETE', auth: true });
      client.setQueryData(projectTutorialKey(projectId, viewer), null);
      client.removeQueries({ queryKey: tutorialKey(id, viewer) });
    },
  };
}

export type TutorialChanges = ReturnType<typeof useTutorialChanges>;
