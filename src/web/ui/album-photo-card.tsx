import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AlbumPhoto } from '../../shared/api/albums';
import { AlbumPhotoReport } from './album-photo-report';
import { Chip } from './chip';
import './album-photo-card.css';

/**
 * One album photo with credit both ways: who took it (and the credit line), and the members tagged
 * on it; a tag still waiting for its member says so. `children`: actions under it; members other
 * than the photographer can report it.
 */
export function PhotoCard({ photo, children }: { photo: AlbumPhoto; children?: ReactNode }) {
  return (
    <li>
      <figure className="albums-photo">
        <img src={photo.src480} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" />
        <figcaption>
          Photo by <Link to={`/public/${photo.photographer.username}`}>{photo.photographer.name}</Link>
          {photo.credit && ` (${photo.credit})`} ·{' '}
          <Link to={`/albums/${photo.album.id}`}>{photo.album.title}</Link> at{' '}
          <Link to={`/cons/${photo.con.slug}`}>{photo.con.name}</Link>
        </figcaption>
        {photo.tags.length > 0 && (
          <ul className="albums-tags" aria-label="Tagged">
            {photo.tags.map((t) => (
              <li key={t.username}>
                <Chip tone={t.approved ? undefined : 'alert'}>
                  <Link to={`/public/${t.username}`}>{t.name}</Link>
                  {t.approved ? '' : ' (waiting)'}
                </Chip>
              </li>
            ))}
          </ul>
        )}
        {children}
        <AlbumPhotoReport photo={photo} />
      </figure>
    </li>
  );
}
