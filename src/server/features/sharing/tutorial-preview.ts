import type { TutorialPageFacts } from '../../db/project-link-previews';
import type { PagePreview } from './page-preview';
import { projectCoverOgPath } from './project-preview';
import { summaryText } from './summary-text';

/**
 * A published tutorial anyone may see: its title, what it makes and by whom, then the start of
 * its introduction (its Markdown as plain text); the project's cover as the image.
 */
export function tutorialPreview(tutorial: TutorialPageFacts, publicUrl: string): PagePreview {
  const as = [tutorial.character, tutorial.series && `(${tutorial.series})`].filter(Boolean).join(' ');
  const maker = tutorial.firstname || tutorial.username;
  const facts = ['Tutorial', as, `by ${maker}`].filter(Boolean).join(' · ');
  const about = tutorial.intro.replace(/[*_`#>]/g, '').trim();
  return {
    title: tutorial.title,
    description: summaryText(about ? `${facts}. ${about}` : facts),
    url: `${publicUrl}/tutorials/${tutorial.id}`,
    type: 'website',
    image: tutorial.cover_photo_id
      ? {
          url: `${publicUrl}${projectCoverOgPath(tutorial.project_id, tutorial.cover_photo_id)}`,
          alt: `Cover photo of ${tutorial.project_title}`,
        }
      : undefined,
  };
}
