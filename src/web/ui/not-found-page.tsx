import { Link } from 'react-router';
import { MSG } from '../../shared/messages';
import { useTitle } from '../lib/use-title';

export default function NotFoundPage() {
  useTitle('Page not found');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Page not found</h1>
      <p>{MSG.notFoundPage}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
