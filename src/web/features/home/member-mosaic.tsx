import { Link } from 'react-router';
import './member-mosaic.css';
import type { MosaicMember } from '../../../shared/api/home';

/** The mosaic always has this many tiles (a phone shows the first 8): photos first, then decoration. */
export const MOSAIC_SLOTS = 12;

/**
 * The hero's wall of faces: recent members' photos, each linking to their public profile, topped up
 * with decorative tiles so a young club (or a failed request) still gets a full composition and the
 * grid never changes size when the photos arrive. Photos are lazy and sized: the heading, not a
 * photo, is the page's largest paint.
 */
export function MemberMosaic({ members }: { members: MosaicMember[] | undefined }) {
  const photos = (members ?? []).slice(0, MOSAIC_SLOTS);
  const fillers = Array.from({ length: MOSAIC_SLOTS - photos.length }, (_, i) => photos.length + i);
  return (
    <div className="member-mosaic">
      <ul
        className="member-mosaic-grid"
        aria-label={photos.length > 0 ? 'Recent members' : undefined}
        aria-hidden={photos.length > 0 ? undefined : true}
      >
        {photos.map((member) => (
          <li key={member.username} className="member-mosaic-tile member-mosaic-photo">
            <Link to={`/public/${encodeURIComponent(member.username)}`}>
              <img
                src={member.image}
                alt={member.name || member.username}
                width={200}
                height={200}
                loading="lazy"
                decoding="async"
              />
            </Link>
          </li>
        ))}
        {/* Decorative tiles: their look (silhouette, dots, stitches) comes from their position, in CSS. */}
        {fillers.map((slot) => (
          <li key={slot} className="member-mosaic-tile member-mosaic-filler" aria-hidden="true" />
        ))}
      </ul>
    </div>
  );
}
