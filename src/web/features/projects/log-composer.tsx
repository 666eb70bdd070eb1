import { type FormEvent, useState } from 'react';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '../../../shared/api/projects';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { type EntryDraft, EntryFields, entryRequest } from './entry-fields';
import type { LogActions } from './log-api';
import { localToday } from './log-format';
import { PhotoChooser, PhotoPicker } from './photo-picker';
import { type ChosenPhoto, undescribed, usePhotoUploads } from './photo-uploads';

const blank = (): EntryDraft => ({ date: localToday(), body: '', minutes: 0, techniques: [] });
const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/**
 * The maker's composer, made for a phone: the day (today), the text, time spent, techniques and
 * photos. It posts the entry, then each photo on its own with its progress; a photo that fails
 * stays here with the server's message and a Retry, and the entry stays posted.
 */
export function LogComposer({ actions }: { actions: LogActions }) {
  const uploads = usePhotoUploads(actions);
  const [draft, setDraft] = useState<EntryDraft>(blank);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const fresh = uploads.photos.filter((p) => p.entryId === null);
  const unsent = uploads.photos.filter((p) => p.entryId !== null);

  const post = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError('');
    setStatus('');
    const missing = undescribed(fresh);
    if (missing.length > 0) {
      setError(
        `Every photo needs alt text before the entry is posted: ${photos(missing.length)} still ${missing.length === 1 ? 'needs' : 'need'} it.`,
      );
      document.getElementById(`${missing[0]?.key}-alt`)?.focus();
      return;
    }
    if (fresh.length > PROJECT_LIMITS.entryPhotos) {
      setError(
        `${PROJECT_MESSAGES.entryPhotosFull} Remove ${photos(fresh.length - PROJECT_LIMITS.entryPhotos)}.`,
      );
      return;
    }
    if (draft.body.trim() === '' && fresh.length === 0 && draft.minutes === 0) {
      setError('Write what you did, or add a photo or the time spent.');
      return;
    }
    setBusy(true);
    setStatus('Posting the entry…');
    let entryId: number;
    try {
      entryId = (await actions.createEntry(entryRequest(draft))).id;
    } catch (caught) {
      setError(errorMessage(caught, 'The entry could not be posted. Try again.'));
      setStatus('');
      setBusy(false);
      return;
    }
    setDraft(blank());
    setTried(false);
    if (fresh.length > 0) setStatus(`Entry posted. Uploading ${photos(fresh.length)}…`);
    const failed = await uploads.sendAll(fresh, entryId);
    setBusy(false);
    setStatus(
      failed > 0
        ? `Entry posted; ${photos(failed)} did not upload. Retry below.`
        : fresh.length > 0
          ? `Entry posted with ${photos(fresh.length)}.`
          : 'Entry posted.',
    );
  };

  const retry = async (photo: ChosenPhoto) => {
    if (photo.entryId === null) return;
    setBusy(true);
    const ok = await uploads.send(photo, photo.entryId);
    setBusy(false);
    setStatus(ok ? 'Photo uploaded.' : '');
  };

  return (
    <Card as="section" className="log-composer" aria-labelledby="log-composer-title">
      <h3 id="log-composer-title">Add to the log</h3>
      <form className="form" onSubmit={post} noValidate>
        <EntryFields
          draft={draft}
          disabled={busy}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        />
        <div className="log-photos">
          <p className="log-photos-title">Photos</p>
          <p className="field-hint">
            Choose several at once; each is made smaller on this device and needs alt text before posting.
          </p>
          <PhotoChooser uploads={uploads} disabled={busy} />
          <PhotoPicker uploads={uploads} photos={fresh} showMissing={tried} busy={busy} />
        </div>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row log-post">
          <Button type="submit" disabled={busy}>
            {busy ? 'Posting…' : fresh.length > 0 ? `Post entry with ${photos(fresh.length)}` : 'Post entry'}
          </Button>
          <p className="log-status" role="status">
            {status}
          </p>
        </div>
      </form>
      {unsent.length > 0 && (
        <section className="log-unsent" aria-labelledby="log-unsent-title">
          <h4 id="log-unsent-title">Photos not uploaded yet</h4>
          <p className="field-hint">The entry is posted; these photos join it once they go up.</p>
          <PhotoPicker uploads={uploads} photos={unsent} showMissing={false} busy={busy} onRetry={retry} />
        </section>
      )}
    </Card>
  );
}
