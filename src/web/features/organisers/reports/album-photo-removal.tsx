import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast';
import { removeAlbumPhoto } from './api';
import './action-dialog.css';

/**
 * "Remove album photo" on a report about a shoot album's photo, confirmed in a dialog. The report
 * stays open (the organiser still dismisses it or suspends); `onRemoved` lets it show the photo gone.
 */
export function AlbumPhotoRemoval({
  photoId,
  describedBy,
  onRemoved,
}: {
  photoId: string;
  describedBy: string;
  onRemoved: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => removeAlbumPhoto(photoId),
    onSuccess: () => {
      toast('Album photo removed');
      setConfirming(false);
      onRemoved();
    },
    // The audit log (under ['organisers']) gains the removal.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['organisers'] }),
  });
  const close = () => {
    mutation.reset();
    setConfirming(false);
  };
  return (
    <>
      <Button variant="secondary" aria-describedby={describedBy} onClick={() => setConfirming(true)}>
        Remove album photo
      </Button>
      {confirming && (
        <Dialog open title="Remove this album photo?" onClose={close} className="action-dialog">
          <div className="form">
            <p className="action-effect">
              The photo and its tags are deleted from the album for everyone. The removal is kept in the audit
              log.
            </p>
            <ErrorText>
              {mutation.error ? errorMessage(mutation.error, 'That did not work. Please try again.') : ''}
            </ErrorText>
            <div className="cta-row">
              <Button variant="danger" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
                {mutation.isPending ? 'Saving…' : 'Remove album photo'}
              </Button>
              <Button variant="quiet" onClick={close}>
                Cancel
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
