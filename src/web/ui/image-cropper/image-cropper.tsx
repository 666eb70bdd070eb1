import 'react-image-crop/dist/ReactCrop.css';
import './image-cropper.css';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import ReactCrop, { type PixelCrop } from 'react-image-crop';
import { ErrorText } from '../error-text';
import { initialCrop } from './crop-geometry';
import { cropToBlob } from './crop-to-blob';
import { useObjectUrl } from './use-object-url';

export interface ImageCropperProps {
  /** The original image the member chose. */
  file: File;
  /** Names the dialog, e.g. "Crop the profile photo". */
  title: string;
  /** Receives the square crop as a JPEG (at most 1600 px a side). */
  onAccept: (blob: Blob) => void;
  /** Escape or Cancel: nothing changes. */
  onCancel: () => void;
}

type Status = 'loading' | 'ready' | 'busy' | 'broken';

/**
 * A modal crop dialog: a square selection that starts as the largest centred square (at least the
 * spec's 100×100 px), so Accept at once keeps most of the photo; moved by dragging or by the arrow
 * keys (1 px, 10 with Shift, 100 with Ctrl or Cmd), with Accept, Reset Crop and Cancel.
 */
export function ImageCropper({ file, title, onAccept, onCancel }: ImageCropperProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const src = useObjectUrl(file);
  const [crop, setCrop] = useState<PixelCrop>();
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const titleId = useId();
  const helpId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Once the image is shown, keyboard users land on the selection, ready to nudge it.
  const loaded = status !== 'loading' && status !== 'broken';
  useEffect(() => {
    if (loaded) dialogRef.current?.querySelector<HTMLElement>('.ReactCrop__crop-selection')?.focus();
  }, [loaded]);

  function displayedSize() {
    const image = imageRef.current;
    return { width: image?.width ?? 0, height: image?.height ?? 0 };
  }

  function onLoad(event: SyntheticEvent<HTMLImageElement>) {
    const image = event.currentTarget;
    setCrop(initialCrop({ width: image.width, height: image.height }));
    setStatus('ready');
  }

  function onError() {
    setStatus('broken');
    setError('This file could not be opened as an image. Choose a JPEG, PNG or WebP photo.');
  }

  async function accept() {
    const image = imageRef.current;
    if (!image || !crop || crop.width < 1 || crop.height < 1) return;
    setStatus('busy');
    setError('');
    try {
      onAccept(await cropToBlob(image, crop));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The cropped image could not be prepared.');
      setStatus('ready');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  }

  return createPortal(
    <dialog
      ref={dialogRef}
      className="cropper"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={helpId} className="cropper-help">
        Drag the square or its corners. Or focus it and use the arrow keys: Shift moves 10 px, Ctrl or Cmd 100
        px.
      </p>
      <div className="cropper-stage">
        {src && status !== 'broken' && (
          <ReactCrop
            crop={crop}
            onChange={(next) => setCrop(next)}
            aspect={1}
            keepSelection
            minWidth={16}
            minHeight={16}
          >
            <img
              ref={imageRef}
              src={src}
              alt="The file you chose, to crop"
              onLoad={onLoad}
              onError={onError}
            />
          </ReactCrop>
        )}
        {status === 'loading' && <p className="cropper-loading">Opening the image…</p>}
      </div>
      <ErrorText>{error}</ErrorText>
      <div className="cropper-actions">
        <button type="button" className="button" onClick={accept} disabled={status !== 'ready'}>
          {status === 'busy' ? 'Preparing…' : 'Accept'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setCrop(initialCrop(displayedSize()))}
          disabled={status !== 'ready'}
        >
          Reset Crop
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>,
    document.body,
  );
}

export default ImageCropper;
