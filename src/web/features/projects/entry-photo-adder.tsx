import { type FormEvent, useState } from 'react';
import { PROJECT_LIMITS, PROJECT_MESSAGES, type ProjectEntry } from '../../../shared/api/projects';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import type { LogActions } from './log-api';
import { PhotoChooser, PhotoPicker } from './photo-picker';
import { undescribed, usePhotoUploads } from './photo-uploads';

/** The maker adds photos to an entry already posted: each described, each uploaded on its own. */
export function EntryPhotoAdder({
  entry,
  actions,
  onDone,
}: {
  entry: ProjectEntry;
  actions: LogActions;
  onDone: () => void;
}) {
  const uploads = usePhotoUploads(actions);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState('');
  const count = uploads.photos.length;
  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError('');
    const missing = undescribed(uploads.photos);
    if (count === 0) return setError('Choose a photo first.');
    const room = PROJECT_LIMITS.entryPhotos - entry.photos.length;
    if (count > room) return setError(`${PROJECT_MESSAGES.entryPhotosFull} This one has room for ${room}.`);
    if (missing.length > 0) {
      setError('Every photo needs alt text before it is posted.');
      document.getElementById(`${missing[0]?.key}-alt`)?.focus();
      return;
    }
    setBusy(true);
    const failed = await uploads.sendAll(uploads.photos, entry.id);
    setBusy(false);
    if (failed === 0) onDone();
  };
  return (
    <form className="form log-photo-adder" onSubmit={upload} noValidate>
      <PhotoChooser uploads={uploads} disabled={busy} />
      <PhotoPicker
        uploads={uploads}
        photos={uploads.photos}
        showMissing={tried}
        busy={busy}
        onRetry={async (photo) => {
          setBusy(true);
          await uploads.send(photo, entry.id);
          setBusy(false);
        }}
      />
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={busy}>
          {busy
            ? 'Uploading…'
            : count === 0
              ? 'Upload photos'
              : `Upload ${count === 1 ? '1 photo' : `${count} photos`}`}
        </Button>
        <Button variant="quiet" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
