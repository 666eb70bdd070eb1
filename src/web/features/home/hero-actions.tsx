import { Link } from 'react-router';
import type { Session } from '../../lib/session';

// Links with the button classes (styled globally) rather than ui/button's ButtonLink: the landing page
// is at the edge of its JavaScript budget, and that module would be one more request and ~0.3 KB.

/** Signed out: sign up and log in. Signed in: shortcuts to the places members go most. */
export function HeroActions({ session }: { session: Session | null }) {
  if (!session) {
    return (
      <div className="cta-row home-actions">
        <Link className="button" to="/createuser">
          Sign up
        </Link>
        <Link className="button button-secondary" to="/login">
          Log in
        </Link>
      </div>
    );
  }
  return (
    <nav className="cta-row home-actions" aria-label="Shortcuts">
      <Link className="button" to={`/public/${encodeURIComponent(session.username)}`}>
        My public page
      </Link>
      <Link className="button button-secondary" to="/games">
        Games
      </Link>
      <Link className="button button-secondary" to="/users">
        Members
      </Link>
    </nav>
  );
}
