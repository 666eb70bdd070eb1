import { Link } from 'react-router';
import { logOut } from '../../lib/log-out';
import type { Session } from '../../lib/session';

/**
 * Shown instead of the login and sign-up forms to a member who is already signed in: submitting
 * them would silently switch accounts.
 */
export function SignedInPanel({ session }: { session: Session }) {
  return (
    <div className="card signed-in-panel">
      <p className="signed-in-text">
        You're signed in as <strong>{session.username}</strong>.
      </p>
      <div className="cta-row">
        <Link className="button" to="/motd">
          Continue to the club
        </Link>
        <button type="button" className="button button-secondary" onClick={() => void logOut()}>
          Log out
        </button>
      </div>
    </div>
  );
}
