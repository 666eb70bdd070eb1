import { lazy, Suspense, useState } from 'react';
import type { AlbumPhoto } from '../../shared/api/albums';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import { Button } from './button';

// The dialog (its form, the reasons and their labels) loads only when a member opens it: album
// photos show on public profiles, which are at the edge of their JavaScript budget. Nothing here
// may import from './report-dialog' statically, or the whole dialog joins the profile's chunk.
const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * "Report this photo" under an album photo, for signed-in active members other than its
 * photographer and the members tagged on it (they remove their tag instead):
 * POST /api/album-photos/{id}/reports puts it in the organisers' reports queue.
 */
export function AlbumPhotoReport({ photo }: { photo: AlbumPhoto }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session?.status !== 'active') return null;
  const me = session.username.toLowerCase();
  const own = me === photo.photographer.username.toLowerCase();
  const tagged = photo.tags.some((t) => t.username.toLowerCase() === me);
  if (own || tagged) return null;
  return (
    <>
      <Button variant="quiet" className="albums-report" onClick={() => setOpen(true)}>
        Report this photo
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            title="Report this photo"
            about={{ name: photo.photographer.name, image: photo.thumb }}
            send={(reason, note) =>
              api<{ message?: string }>(`/album-photos/${encodeURIComponent(photo.id)}/reports`, {
                method: 'POST',
                auth: true,
                body: { reason, note },
              })
            }
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
