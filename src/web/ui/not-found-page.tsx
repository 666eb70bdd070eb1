import { MSG } from '../../shared/messages';
import { ButtonLink } from './button';
import { Page } from './page';

export default function NotFoundPage() {
  return (
    <Page title="Page not found" lead={MSG.notFoundPage}>
      <p className="cta-row">
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </p>
    </Page>
  );
}
