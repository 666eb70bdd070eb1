import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlbumAnswer, AlbumPhoto, AlbumVisibility } from '../../../../shared/api/albums';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { useAlbumActions } from './api';
import { AlbumVisibilityField } from './visibility-field';

/** The photographer's settings of their album: title, who sees it, and deleting it. */
export function AlbumSettings({ album }: { album: AlbumAnswer }) {
  const actions = useAlbumActions();
  const navigate = useNavigate();
  const [title, setTitle] = useState(album.title);
  const [visibility, setVisibility] = useState<AlbumVisibility>(album.visibility);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const changed = title.trim() !== album.title || visibility !== album.visibility;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await actions.update(album.id, { title, visibility });
      toast('Album saved');
    } catch (e) {
      setError(errorMessage(e, 'The album could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="albums-settings" aria-labelledby="albums-settings-title">
      <h2 id="albums-settings-title">Album settings</h2>
      <form onSubmit={save} aria-label="Album settings" noValidate>
        <FormField
          label="Title"
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <AlbumVisibilityField id="albums-settings-visibility" value={visibility} onChange={setVisibility} />
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button type="submit" variant="secondary" disabled={busy || !changed}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete album
          </Button>
        </div>
      </form>
      {deleting && (
        <ConfirmDelete
          title="Delete this album?"
          effect={`All ${album.photos.length === 1 ? 'its photo' : `${album.photos.length} photos`} and their tags are deleted for good, from the album and from the profiles of the members tagged.`}
          action="Delete album"
          run={async () => {
            await actions.remove(album.id);
            toast('Album deleted');
            navigate(`/cons/${album.con.slug}`);
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}

/** "Delete photo" under one of the photographer's photos, after a confirm step. */
export function DeletePhotoButton({ photo }: { photo: AlbumPhoto }) {
  const actions = useAlbumActions();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="quiet" className="albums-delete-photo" onClick={() => setConfirming(true)}>
        Delete photo
      </Button>
      {confirming && (
        <ConfirmDelete
          title="Delete this photo?"
          image={{ src: photo.thumb, alt: photo.alt }}
          effect="The photo and its tags are deleted for good, from the album and from the profiles of the members tagged."
          action="Delete photo"
          run={async () => {
            await actions.removePhoto(photo.id);
            toast('Photo deleted');
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

function ConfirmDelete({
  title,
  image,
  effect,
  action,
  run,
  onClose,
}: {
  title: string;
  image?: { src: string; alt: string };
  effect: string;
  action: string;
  run: () => Promise<void>;
  onClose: () => void;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setError('');
    setBusy(true);
    try {
      await run();
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'That did not work. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <Dialog open title={title} onClose={onClose} className="albums-confirm">
      <div className="form">
        {image && <img className="albums-confirm-photo" src={image.src} alt={image.alt} />}
        <p>{effect}</p>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button variant="danger" disabled={busy} onClick={confirm}>
            {busy ? 'Deleting…' : action}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
