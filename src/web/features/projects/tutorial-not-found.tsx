import { TUTORIAL_MESSAGES } from '../../../shared/api/tutorials';
import { ButtonLink } from '../../ui/button';
import { Page } from '../../ui/page';

/** A tutorial address that leads nowhere: never there, taken down, or a draft kept to its maker. */
export function TutorialNotFound() {
  return (
    <Page
      title="No such tutorial"
      lead={`${TUTORIAL_MESSAGES.notFound} It may be a draft its maker has not published yet, or it was taken down.`}
    >
      <p className="cta-row">
        <ButtonLink to="/projects">See the club’s projects</ButtonLink>
      </p>
    </Page>
  );
}
