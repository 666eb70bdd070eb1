import { useState } from 'react';
import type { ProjectPhoto } from '../../../shared/api/projects';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FetchedReactionBar } from '../../ui/reactions/fetched-reaction-bar';
import { toast } from '../../ui/toast';
import { LogConfirm } from './log-confirm';
import './photo-grid.css';

/** The maker's choice of the project's cover among the log's photos. */
export interface CoverChoice {
  /** The photo that is the cover now, if any. */
  current: string | null;
  choose: (photo: ProjectPhoto) => Promise<unknown>;
}

/**
 * An entry's photos as a grid of 480 px copies (sized up front, loaded when near); a tap opens one
 * large, with its reactions. The credit shows under a photo that has one. The maker may make one the project's cover
 * (its card on /projects and in the portfolio) and delete a photo (asked first).
 */
export function PhotoGrid({
  photos,
  onDelete,
  cover,
  ownPhotos = onDelete !== undefined,
}: {
  photos: ProjectPhoto[];
  /** Given to the maker only. */
  onDelete?: (photo: ProjectPhoto) => Promise<void>;
  /** Given to the maker only. */
  cover?: CoverChoice;
  /** The viewer made the photos (they see the reactions but do not react). */
  ownPhotos?: boolean;
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
              {cover?.current === photo.id && <span className="photo-cover-mark">Cover</span>}
              {(photo.credit || onDelete || cover) && (
                <div className="photo-grid-foot">
                  {photo.credit && <figcaption className="photo-credit">Photo: {photo.credit}</figcaption>}
                  {cover && cover.current !== photo.id && <CoverButton photo={photo} cover={cover} />}
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
          <FetchedReactionBar
            kind="project-photo"
            id={open.id}
            own={ownPhotos}
            label={`the photo: ${open.alt}`}
          />
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

/** "Make cover" under a photo that is not the cover (that one wears a "Cover" badge). */
function CoverButton({ photo, cover }: { photo: ProjectPhoto; cover: CoverChoice }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="quiet"
      className="photo-cover"
      disabled={busy}
      aria-label={`Make the cover: ${photo.alt}`}
      onClick={async () => {
        setBusy(true);
        try {
          await cover.choose(photo);
        } catch {
          toast('The cover was not changed. Try again.');
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Saving…' : 'Make cover'}
    </Button>
  );
}
