import { useId } from 'react';
import { useObjectUrl } from '../../ui/image-cropper/use-object-url';
import { GroupCoverArt } from './group-cover';

/**
 * The cover photo, as an event's: a file to upload after saving, the current cover to keep or
 * remove, or the group's own art when there is none. The server checks and re-encodes the photo.
 */
export function GroupCoverField({
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
    <div className="field group-cover-field">
      <span className="group-field-label" id={`${id}-label`}>
        Cover photo
      </span>
      <div className="group-cover-preview">
        {shown ? <img src={shown} alt="The group’s cover, as it will show" /> : <GroupCoverArt seed={seed} />}
      </div>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-labelledby={`${id}-label ${id}-pick`}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          onRemove(false);
        }}
      />
      <label id={`${id}-pick`} htmlFor={id} className="button button-secondary group-cover-pick">
        {shown ? 'Choose another photo' : 'Choose a photo'}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        A wide photo works best (16:9). Without one, the group gets art of its own.
      </p>
      {shown && (
        <button
          type="button"
          className="link-button group-cover-remove"
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
