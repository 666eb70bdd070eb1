import {
  type ChangeEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import { MAX_UPLOAD_BYTES } from '../../../shared/profile/upload-fields';
import { ErrorText } from '../../ui/error-text';
import { useObjectUrl } from '../../ui/image-cropper/use-object-url';
import { DescribePhotoDialog } from './describe-photo-dialog';
import './photo-description.css';
import { isDescribed, type PhotoText } from './photo-text';
import type { PhotoSlot } from './use-photo-slots';

// The crop tool (and react-image-crop) loads only when a member picks a photo.
const ImageCropper = lazy(() => import('../../ui/image-cropper/image-cropper'));

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** Why a chosen file cannot be used, or '' when it can. */
export function fileProblem(file: File): string {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_UPLOAD_BYTES) return `That file is larger than ${MAX_MB} MB. Choose a smaller image.`;
  return '';
}

interface PhotoSlotProps {
  slot: PhotoSlot;
  /** True when the photo this slot had is still in another slot (it was moved, not removed). */
  originalKept?: boolean;
  onAccept: (source: File, blob: Blob) => void;
  onRemove: () => void;
  /** The member wrote (or changed) the photo's description and credit. */
  onDescribe: (text: PhotoText) => void;
  /** Extra controls under the actions (the slideshow's move buttons). */
  children?: ReactNode;
  className?: string;
}

/**
 * One photo: its 200×200 preview, Choose file → crop dialog → description dialog, Re-crop and
 * Remove; under them what the photo's description and credit say, and a button to write them.
 */
export function PhotoSlotField({
  slot,
  originalKept,
  onAccept,
  onRemove,
  onDescribe,
  children,
  className,
}: PhotoSlotProps) {
  const [cropping, setCropping] = useState<File | null>(null);
  const [describing, setDescribing] = useState(false);
  const describeButton = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState('');
  const statusId = useId();
  const { value } = slot;
  const blobUrl = useObjectUrl(value.kind === 'cropped' ? value.blob : null);
  const preview = value.kind === 'server' ? value.url : value.kind === 'cropped' ? blobUrl : '';

  /** Back on the page, focus is on the slot's description button (the crop's controls are gone). */
  function stopDescribing() {
    setDescribing(false);
    requestAnimationFrame(() => describeButton.current?.focus());
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still opens the dialog
    if (!file) return;
    const problem = fileProblem(file);
    setError(problem);
    if (!problem) setCropping(file);
  }

  return (
    <fieldset className={className ? `photo-slot ${className}` : 'photo-slot'}>
      <legend>{slot.label}</legend>
      <Preview src={preview} label={slot.label} />
      <div className="photo-side">
        <p id={statusId} className="photo-status">
          {statusText(slot, originalKept ?? false)}
        </p>
        <div className="photo-actions">
          <label className="button button-secondary file-button">
            <input
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              className="file-input"
              aria-describedby={statusId}
              onChange={choose}
            />
            Choose file
          </label>
          {value.kind === 'cropped' && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setCropping(value.source)}
            >
              Re-crop
            </button>
          )}
          {value.kind !== 'empty' && (
            <button type="button" className="button button-secondary" onClick={onRemove}>
              Remove
            </button>
          )}
        </div>
        {children}
        <ErrorText>{error}</ErrorText>
      </div>
      {value.kind !== 'empty' && (
        <PhotoWords text={slot.text} buttonRef={describeButton} onEdit={() => setDescribing(true)} />
      )}
      {cropping && (
        <Suspense fallback={null}>
          <ImageCropper
            file={cropping}
            title={`Crop the ${slot.label.toLowerCase()}`}
            onCancel={() => setCropping(null)}
            onAccept={(blob) => {
              onAccept(cropping, blob);
              setCropping(null);
              // A new photo (or a re-crop still without words) is described next.
              if (value.kind !== 'cropped' || value.source !== cropping || !isDescribed(slot.text))
                setDescribing(true);
            }}
          />
        </Suspense>
      )}
      {describing && (
        <DescribePhotoDialog
          label={slot.label}
          preview={preview}
          text={slot.text}
          onCancel={stopDescribing}
          onDone={(text) => {
            onDescribe(text);
            stopDescribing();
          }}
        />
      )}
    </fieldset>
  );
}

function statusText({ value, original }: PhotoSlot, originalKept: boolean): string {
  if (value.kind === 'cropped') return 'New photo, saved when you save your profile.';
  if (value.kind === 'server') return value.url === original ? 'Current photo.' : 'Moved here when you save.';
  if (original === '') return 'No photo yet.';
  if (originalKept) return 'Empty: its photo moved.';
  return 'Will be removed when you save your profile.';
}

function Preview({ src, label }: { src: string; label: string }) {
  if (!src) return <div className="photo-preview photo-empty" aria-hidden="true" />;
  return <img className="photo-preview" src={src} width={200} height={200} alt={`${label} preview`} />;
}

/** The photo's description (or the note that it has none) and credit, with the button that edits them. */
function PhotoWords({
  text,
  buttonRef,
  onEdit,
}: {
  text: PhotoText;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
}) {
  const described = isDescribed(text);
  const credit = text.creditName.trim();
  return (
    <div className="photo-words">
      <p className={described ? 'photo-alt' : 'photo-alt photo-alt-missing'}>
        {described ? text.alt.trim() : 'No description yet.'}
      </p>
      {credit && <p className="photo-credit">Photo: {credit}</p>}
      <button
        ref={buttonRef}
        type="button"
        className="button button-secondary photo-describe"
        onClick={onEdit}
      >
        {described ? 'Edit description' : 'Add description'}
      </button>
    </div>
  );
}
