import { lazy, Suspense, useState } from 'react';
import type { AlbumPhoto } from '../../shared/api/albums';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import { Button } from './button';
import { ReportIntro } from './report-dialog';

// The dialog (its form and the reasons) loads only when a member opens it: album photos show on
// public profiles, which are at the edge of their JavaScript budget.
const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * "Report this photo" under an album photo, for signed-in active members other than its
 * photographer: POST /api/album-photos/{id}/reports puts it in the organisers' reports queue.
 */
export function AlbumPhotoReport({ photo }: { photo: AlbumPhoto }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const own = session?.username.toLowerCase() === photo.photographer.username.toLowerCase();
  if (session?.status !== 'active' || own) return null;
  const name = photo.photographer.name;
  return (
    <>
      <Button variant="quiet" className="albums-report" onClick={() => setOpen(true)}>
        Report this photo
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            title="Report this photo"
            intro={<ReportIntro name={name} image={photo.thumb} />}
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
