import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../../shared/api/projects';
import type { ProjectPageFacts } from '../../db/project-link-previews';
import type { PagePreview } from './page-preview';
import { summaryText } from './summary-text';

/** The address of an open project's cover as a link-preview image (project-cover-routes.ts). */
export const projectCoverOgPath = (id: number, photoId: string) => `/api/projects/${id}/cover/${photoId}/og`;

/**
 * A project anyone may see: its name, whom it makes and from what, by whom and how far along, then
 * its description; its cover as the image.
 */
export function projectPreview(project: ProjectPageFacts, publicUrl: string): PagePreview {
  const as = [project.character, project.series && `(${project.series})`].filter(Boolean).join(' ');
  const status = PROJECT_STATUS_LABELS[project.status as ProjectStatus] ?? '';
  const maker = project.firstname || project.username;
  const facts = [as, `by ${maker}`, status].filter(Boolean).join(' · ');
  const about = project.description.trim();
  return {
    title: project.title,
    description: summaryText(about ? `${facts}. ${about}` : facts),
    url: `${publicUrl}/projects/${project.id}`,
    type: 'website',
    image: project.cover_photo_id
      ? {
          url: `${publicUrl}${projectCoverOgPath(project.id, project.cover_photo_id)}`,
          alt: `Cover photo of ${project.title}`,
        }
      : undefined,
  };
}
