import { useState } from 'react';
import type { ProjectPhoto } from '../../../shared/api/projects';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LogConfirm } from './log-confirm';
import './photo-grid.css';

/**
 * An entry's photos as a grid of 480 px copies (sized up front, loaded when near); a tap opens one
 * large. The credit shows under a photo that has one. The maker may delete a photo (asked first).
 */
export function PhotoGrid({
  photos,
  onDelete,
}: {
  photos: ProjectPhoto[];
  /** Given to the maker only. */
  onDelete?: (photo: ProjectPhoto) => Promise<void>;
}) {
  const [open, setOpen] = useState<ProjectPhoto | null>(null);
  const [deleting, setDeleting] = useState<ProjectPhoto | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="photo-grid" data-count={Math.min(photos.length, 3)}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <figure className="photo-grid-item">
              <button
                type="button"
                className="photo-grid-open"
                aria-label={`Enlarge photo: ${photo.alt}`}
                onClick={() => setOpen(photo)}
              >
                <img
                  src={photo.src480}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                />
              </button>
              {(photo.credit || onDelete) && (
                <div className="photo-grid-foot">
                  {photo.credit && <figcaption className="photo-credit">Photo: {photo.credit}</figcaption>}
                  {onDelete && (
                    <Button
                      variant="quiet"
                      className="photo-delete"
                      aria-label={`Delete photo: ${photo.alt}`}
                      onClick={() => setDeleting(photo)}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              )}
            </figure>
          </li>
        ))}
      </ul>
      {open && (
        <Dialog open title="Photo" className="photo-dialog" onClose={() => setOpen(null)}>
          <figure className="photo-dialog-figure">
            <img src={open.src} alt={open.alt} width={open.width} height={open.height} />
            <figcaption>
              {open.alt}
              {open.credit && <span className="photo-credit"> · Photo: {open.credit}</span>}
            </figcaption>
          </figure>
          <div className="cta-row">
            <Button variant="secondary" onClick={() => setOpen(null)}>
              Close
            </Button>
          </div>
        </Dialog>
      )}
      {deleting && onDelete && (
        <LogConfirm
          title="Delete this photo?"
          confirm="Delete photo"
          busyLabel="Deleting…"
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>“{deleting.alt}” leaves the log for good.</p>
        </LogConfirm>
      )}
    </>
  );
}
