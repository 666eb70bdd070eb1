import { useId } from 'react';
import { useObjectUrl } from '../../ui/image-cropper/use-object-url';
import { CoverArt } from './event-cover';

/**
 * The cover photo: a file to upload after saving, the current cover to keep or remove, or the
 * event's own art when there is none. The server checks, re-encodes and strips the photo.
 */
export function CoverField({
  current,
  file,
  removed,
  seed,
  onFile,
  onRemove,
}: {
  /** The saved cover's address, or '' */
  current: string;
  file: File | null;
  removed: boolean;
  seed: number;
  onFile: (file: File | null) => void;
  onRemove: (removed: boolean) => void;
}) {
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = preview || (removed ? '' : current);
  return (
    <div className="field cover-field">
      <div className="cover-field-preview">
        {shown ? <img src={shown} alt="The event’s cover, as it will show" /> : <CoverArt seed={seed} />}
      </div>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          onRemove(false);
        }}
      />
      <label htmlFor={id} className="button button-secondary cover-field-pick">
        {shown ? 'Choose another photo' : 'Choose a photo'}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        A wide photo works best (16:9). Without one, the event gets art of its own.
      </p>
      {shown && (
        <button
          type="button"
          className="link-button cover-field-remove"
          onClick={() => {
            onFile(null);
            onRemove(Boolean(current));
          }}
        >
          Remove the photo
        </button>
      )}
    </div>
  );
}
