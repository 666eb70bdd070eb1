import { useId } from 'react';
import type { UploadProgress } from '../lib/xhr-fetch';
import './save-bar.css';

/** "640 KB", "1.2 MB": a size in the units people see on their phones. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the upload's label says: the bytes sent so far, then that all were (the button says Saving…). */
export function uploadText({ sent, total }: UploadProgress): string {
  if (total > 0 && sent >= total) return `Photos sent (${formatBytes(total)})`;
  if (total > 0) return `Sending photos: ${formatBytes(sent)} of ${formatBytes(total)}`;
  return sent > 0 ? `Sending photos: ${formatBytes(sent)}` : 'Sending photos…';
}

/**
 * The Save bar's status: "Unsaved changes" while there are some and nothing is being saved; while
 * a save sends photos, a labelled progress bar of the bytes sent. Only the two steps (sending,
 * sent) are announced, not every byte count.
 */
export function SaveBarStatus({
  changed,
  saving,
  upload,
}: {
  changed: boolean;
  saving: boolean;
  /** The photos' upload while a save sends them, else null. */
  upload: UploadProgress | null;
}) {
  const labelId = useId();
  if (!saving) return <p className="save-bar-status">{changed ? 'Unsaved changes' : ''}</p>;
  if (!upload) return <p className="save-bar-status" />;
  const done = upload.total > 0 && upload.sent >= upload.total;
  return (
    <div className="save-bar-status save-bar-upload">
      <span id={labelId}>{uploadText(upload)}</span>
      <progress
        aria-labelledby={labelId}
        max={upload.total || undefined}
        value={upload.total ? Math.min(upload.sent, upload.total) : undefined}
      />
      <span className="visually-hidden" aria-live="polite">
        {done ? 'Photos sent. Saving your profile.' : 'Sending photos.'}
      </span>
    </div>
  );
}
