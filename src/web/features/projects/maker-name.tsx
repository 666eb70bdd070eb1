import { Link } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * The maker's name: a link to their profile for members; visitors see the name only (a profile
 * may be for members, and a link that ends at the login form helps no one).
 */
export function MakerName({ maker }: { maker: { username: string; name: string } }) {
  const session = useSession();
  if (!session) return <span className="project-maker">{maker.name}</span>;
  return (
    <Link className="project-maker" to={`/public/${encodeURIComponent(maker.username)}`}>
      {maker.name}
    </Link>
  );
}
