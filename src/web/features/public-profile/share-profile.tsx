import { Link } from 'react-router';
import { ShareLink } from '../../ui/share-link';
import './share-profile.css';

/**
 * "Share profile" under a member's links (ui/share-link.tsx: the share sheet, else the link
 * copied or shown). Beside it, the printable card: a page of its own, so its QR code costs this
 * page no JavaScript.
 */
export function ShareProfile({ username }: { username: string }) {
  const path = `/public/${encodeURIComponent(username)}`;
  return (
    <div className="share-profile">
      <ShareLink url={location.origin + path} label="Share profile">
        <Link className="button button-quiet" to={`${path}/card`}>
          Printable card
        </Link>
      </ShareLink>
    </div>
  );
}
