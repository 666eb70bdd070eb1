import { Link } from 'react-router';
import { useClubContent } from '../../lib/club-content';
import { useSession } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { StateMap } from './state-map';
import { useStateNumbers } from './use-state-numbers';

export default function HomePage() {
  useTitle('Home');
  const { data: content } = useClubContent();
  const session = useSession();
  const numbers = useStateNumbers();
  return (
    <section className="page home" aria-labelledby="page-title">
      <h1 id="page-title">Welcome to the Midwest Cosplay &amp; Maker Club</h1>
      <p className="lead">{content?.welcome}</p>
      {!session && (
        <p className="cta-row">
          <Link className="button" to="/createuser">
            Sign up
          </Link>
          <Link className="button button-secondary" to="/login">
            Log in
          </Link>
        </p>
      )}
      <h2>Members by state</h2>
      {numbers.isError && <p>Member counts are not available right now. The state links still work.</p>}
      <StateMap counts={numbers.data} />
    </section>
  );
}
