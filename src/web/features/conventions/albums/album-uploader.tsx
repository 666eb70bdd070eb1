import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ALBUM_LIMITS, ALBUM_PHOTO_FIELD } from '../../../../shared/api/albums';
import { errorMessage } from '../../../lib/error-message';
import { resizePhoto } from '../../../lib/resize-photo';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { useAlbumActions } from './api';

interface Chosen {
  key: string;
  file: File;
  preview: string;
  alt: string;
  /** 0–1 while it goes up; 1 once it is in. */
  progress: number;
  done: boolean;
  error: string;
}

/**
 * The photographer adds a set: many photos at once, each described (alt text) before anything is
 * published, each resized in the browser and sent on its own with its own progress bar.
 */
export function AlbumUploader({ albumId }: { albumId: number }) {
  const actions = useAlbumActions();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  // Previews are let go when the page closes (each is still shown until then).
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const change = (key: string, patch: Partial<Chosen>) =>
    setChosen((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));

  const pick = (files: FileList | null) => {
    const added = [...(files ?? [])].map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      file,
      preview: URL.createObjectURL(file),
      alt: '',
      progress: 0,
      done: false,
      error: '',
    }));
    previews.current.push(...added.map((c) => c.preview));
    setChosen((list) => [...list.filter((c) => !c.done), ...added]);
  };

  const waiting = chosen.filter((c) => !c.done);
  const described = waiting.every((c) => c.alt.trim() !== '');
  const publish = async (event: FormEvent) => {
    event.preventDefault();
    if (!described || waiting.length === 0) return;
    setBusy(true);
    let published = 0;
    // One after another: each shows its own progress, and the server decodes one at a time anyway.
    for (const item of waiting) {
      try {
        const form = new FormData();
        form.append('alt', item.alt.trim());
        form.append(ALBUM_PHOTO_FIELD, await resizePhoto(item.file), 'photo.jpg');
        await actions.upload(albumId, form, ({ sent, total }) =>
          change(item.key, { progress: total > 0 ? sent / total : 0 }),
        );
        change(item.key, { progress: 1, done: true, error: '' });
        published += 1;
      } catch (error) {
        change(item.key, { error: errorMessage(error, 'This photo could not be published.') });
      }
    }
    await actions.refresh();
    setBusy(false);
    if (published > 0) toast(`${published} ${published === 1 ? 'photo' : 'photos'} published`);
  };

  return (
    <Card as="section" className="albums-upload" aria-labelledby="albums-upload-title">
      <h2 id="albums-upload-title">Add photos</h2>
      <form onSubmit={publish}>
        <div className="field">
          <label htmlFor="albums-files">Photos from the shoot</label>
          <input
            id="albums-files"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={busy}
            onChange={(e) => {
              pick(e.target.files);
              e.target.value = '';
            }}
          />
          <p className="field-hint">
            Choose many at once; each is made smaller on this device before it goes up.
          </p>
        </div>
        {chosen.length > 0 && (
          <ul className="albums-upload-list">
            {chosen.map((c, i) => (
              <li key={c.key} className="albums-upload-item">
                <img src={c.preview} alt="" />
                <div>
                  <FormField
                    label={`Alt text for photo ${i + 1}`}
                    required
                    maxLength={ALBUM_LIMITS.alt}
                    value={c.alt}
                    disabled={busy || c.done}
                    onChange={(e) => change(c.key, { alt: e.target.value })}
                    hint="Describe the photo for people who cannot see it"
                  />
                  <progress max={1} value={c.progress} aria-label={`Upload of photo ${i + 1}`} />
                  {c.done && <p className="albums-meta">Published</p>}
                  {c.error && <ErrorText>{c.error}</ErrorText>}
                </div>
              </li>
            ))}
          </ul>
        )}
        {waiting.length > 0 && (
          <Button type="submit" disabled={busy || !described}>
            {busy ? 'Publishing…' : `Publish ${waiting.length} ${waiting.length === 1 ? 'photo' : 'photos'}`}
          </Button>
        )}
        {waiting.length > 0 && !described && (
          <p className="albums-meta">Every photo needs its alt text before it is published.</p>
        )}
      </form>
    </Card>
  );
}
