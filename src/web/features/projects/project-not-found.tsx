import { PROJECT_MESSAGES } from '../../../shared/api/projects';
import { useSession } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { Page } from '../../ui/page';

/** A project address that leads nowhere: deleted, never there, or kept to its maker. */
export function ProjectNotFound() {
  const session = useSession();
  return (
    <Page
      title="No such project"
      lead={`${PROJECT_MESSAGES.notFound} It may have been deleted, or its maker keeps it to themselves.`}
    >
      <p className="cta-row">
        <ButtonLink to="/projects">See the club’s projects</ButtonLink>
        {session && (
          <ButtonLink to="/projects/mine" variant="secondary">
            My projects
          </ButtonLink>
        )}
      </p>
    </Page>
  );
}
