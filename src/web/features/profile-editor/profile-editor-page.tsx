import './profile-editor.css';
import { Link, useParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { useOwnProfile } from './api';
import { ProfileForm } from './profile-form';

const TITLE = 'Edit your profile';

/** /update/:userId — a member edits their own profile (docs/product.md §2, §3). */
export default function ProfileEditorPage() {
  const { userId = '' } = useParams();
  const session = useSession();
  const own = session !== null && session.userid === userId;
  const query = useOwnProfile(userId, own);

  if (!session) return <Page title={TITLE} />; // RequireAuth is already redirecting to /login
  const forbidden = !own || (query.error instanceof ApiError && query.error.status === 403);
  if (forbidden) {
    return (
      <Page title={TITLE}>
        <ErrorText>{MSG.forbidden}</ErrorText>
        <p>
          <Link to={`/update/${session.userid}`}>Edit your own profile</Link>
        </p>
      </Page>
    );
  }

  // Wide: the photos use the page's width; the fields keep to the reading width on a phone or tablet
  // and pair up in two columns on a laptop (profile-editor.css).
  return (
    <Page
      title={TITLE}
      wide
      actions={
        <ButtonLink variant="secondary" to="/settings">
          Settings
        </ButtonLink>
      }
    >
      {query.isPending && <p>Loading your profile…</p>}
      {query.isError && (
        <div className="profile-load-error">
          <ErrorText>{errorMessage(query.error, MSG.updateFallback)}</ErrorText>
          <button className="button" type="button" onClick={() => query.refetch()}>
            Try again
          </button>
        </div>
      )}
      {query.data && <ProfileForm key={userId} userId={userId} profile={query.data} />}
    </Page>
  );
}
