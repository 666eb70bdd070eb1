import { PROJECT_LIMITS } from '../../../shared/api/projects';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import type { ChosenPhoto, PhotoUploads } from './photo-uploads';

/** The file button: several photos at once, from the camera roll or the camera. */
export function PhotoChooser({
  uploads,
  disabled,
  label = 'Choose photos',
}: {
  uploads: PhotoUploads;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <label className="button button-secondary file-button log-choose">
      <input
        className="file-input"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={(e) => {
          uploads.pick(e.target.files);
          e.target.value = '';
        }}
      />
      <CameraIcon />
      {label}
    </label>
  );
}

function CameraIcon() {
  return (
    <svg className="log-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 8h3l2-3h6l2 3h3v11H4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The chosen photos, each with its preview, its alt text (required: said under the field when it
 * is missing), an optional credit, its own progress bar, and the server's message with a Retry.
 */
export function PhotoPicker({
  uploads,
  photos,
  showMissing,
  busy,
  onRetry,
}: {
  uploads: PhotoUploads;
  photos: ChosenPhoto[];
  /** A post was tried: photos without alt text say so. */
  showMissing: boolean;
  busy: boolean;
  onRetry?: (photo: ChosenPhoto) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="photo-picker">
      {photos.map((p, i) => {
        const n = i + 1;
        const locked = busy || p.sending;
        return (
          <li key={p.key} className="photo-picker-item" data-failed={p.error ? true : undefined}>
            <img className="photo-picker-preview" src={p.preview} alt="" />
            <div className="photo-picker-fields">
              <FormField
                id={`${p.key}-alt`}
                label={`Alt text for photo ${n}`}
                required
                maxLength={PROJECT_LIMITS.alt}
                value={p.alt}
                disabled={locked || p.entryId !== null}
                onChange={(e) => uploads.change(p.key, { alt: e.target.value })}
                hint="Required: what the photo shows, for members who cannot see it."
                error={showMissing && p.alt.trim() === '' ? 'Describe this photo before posting.' : undefined}
              />
              <FormField
                label={`Credit for photo ${n} (optional)`}
                maxLength={PROJECT_LIMITS.credit}
                value={p.credit}
                disabled={locked || p.entryId !== null}
                onChange={(e) => uploads.change(p.key, { credit: e.target.value })}
                placeholder="Photographer, if not you"
              />
              {(p.sending || p.progress > 0) && (
                <progress
                  className="photo-picker-progress"
                  max={1}
                  value={p.progress}
                  aria-label={`Upload of photo ${n}`}
                />
              )}
              {p.error && (
                <p className="error-text" role="alert">
                  Photo {n} did not upload: {p.error}
                </p>
              )}
              <div className="cta-row">
                {p.error && onRetry && (
                  <Button variant="secondary" disabled={locked} onClick={() => onRetry(p)}>
                    Retry photo {n}
                  </Button>
                )}
                <Button variant="quiet" disabled={locked} onClick={() => uploads.remove(p.key)}>
                  Remove photo {n}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
