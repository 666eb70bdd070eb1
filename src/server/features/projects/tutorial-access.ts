import { PROJECT_MESSAGES } from '../../../shared/api/projects';
import { TUTORIAL_MESSAGES } from '../../../shared/api/tutorials';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http-error';
import { tutorialAnswerFor } from './tutorial-answer';

/** The project, when it is the member's own: 404 when they may not see it, 403 when it is another's. */
export async function ownProjectForTutorial(deps: AppDeps, projectId: number, userId: number) {
  const project = await deps.projects.ownerOf(projectId);
  if (project && project.owner_id === userId) return project;
  if (project && (await deps.projects.visible(userId, { id: projectId })).length > 0)
    throw forbidden(TUTORIAL_MESSAGES.notYours);
  throw notFound(PROJECT_MESSAGES.notFound);
}

/** The tutorial, when it is the member's own: 404 when they may not see it, 403 when it is another's. */
export async function ownTutorial(deps: AppDeps, tutorialId: number, userId: number) {
  const tutorial = await deps.tutorials.ownerOf(tutorialId);
  if (tutorial && tutorial.owner_id === userId)
    return { id: Number(tutorial.id), projectId: Number(tutorial.project_id) };
  if (tutorial && (await deps.tutorials.one(tutorialId, userId))) throw forbidden(TUTORIAL_MESSAGES.notYours);
  throw notFound(TUTORIAL_MESSAGES.notFound);
}

/** The photo ids once each, in the order sent; 400 unless every one is a photo of the project. */
export async function projectPhotoIds(
  deps: AppDeps,
  projectId: number,
  photoIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(photoIds)];
  if ((await deps.tutorials.countProjectPhotos(projectId, unique)) !== unique.length)
    throw badRequest(TUTORIAL_MESSAGES.notThisProject);
  return unique;
}

/** The whole tutorial as its maker sees it after a write. */
export async function makersTutorial(deps: AppDeps, tutorialId: number, userId: number) {
  const answer = await tutorialAnswerFor(deps, tutorialId, userId);
  if (!answer) throw notFound(TUTORIAL_MESSAGES.notFound);
  return answer;
}
