import { errorMessage } from '../../../lib/error-message';
import { useTitle } from '../../../lib/use-title';
import { PhotoCard } from '../../../ui/album-photo-card';
import { Button } from '../../../ui/button';
import { ErrorText } from '../../../ui/error-text';
import { PageHeader } from '../../../ui/page';
import { toast } from '../../../ui/toast';
import { useAlbumActions, useWaitingTags } from './api';
import './albums.css';

/**
 * /album-tags — "Tags waiting": photos a photographer tagged the member on. Nobody else sees them
 * until the member approves; one tap approves or removes the tag.
 */
export default function AlbumTagsPage() {
  useTitle('Tags waiting');
  const waiting = useWaitingTags();
  const actions = useAlbumActions();
  const answer = async (id: string, approve: boolean) => {
    try {
      if (approve) await actions.approve(id);
      else await actions.removeTag(id);
      toast(approve ? 'Tag approved: the photo shows on your profile' : 'Tag removed');
    } catch (error) {
      toast(errorMessage(error, 'That did not work. Please try again.'), 'error');
    }
  };
  const photos = waiting.data?.photos ?? [];
  return (
    <section className="page page-wide" aria-labelledby="page-title" aria-busy={waiting.isPending}>
      <PageHeader
        title="Tags waiting"
        lead="Photographers tagged you in these photos. Nobody else sees a photo until you approve."
      />
      {waiting.isError && (
        <ErrorText>{errorMessage(waiting.error, 'The tags could not be loaded.')}</ErrorText>
      )}
      {waiting.data && photos.length === 0 && <p className="albums-meta">No tags waiting for you.</p>}
      <ul className="albums-grid">
        {photos.map((photo) => (
          <PhotoCard key={photo.id} photo={photo}>
            <div className="albums-actions">
              <Button onClick={() => answer(photo.id, true)}>Approve</Button>
              <Button variant="secondary" onClick={() => answer(photo.id, false)}>
                Remove tag
              </Button>
            </div>
          </PhotoCard>
        ))}
      </ul>
    </section>
  );
}
