import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { ProjectPhoto } from '../../../shared/api/projects';
import { api } from '../../lib/api';
import { apiUpload } from '../../lib/api-upload';
import { errorMessage } from '../../lib/error-message';
import { resizePhoto } from '../../lib/resize-photo';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { PROJECTS_KEY } from './api';

/** Every answer about the project is asked again: its page shows the reference photos. */
const refresh = (client: ReturnType<typeof useQueryClient>, projectId: number) =>
  client.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === PROJECTS_KEY[0] && queryKey.includes(projectId),
  });

/**
 * The maker adds a reference image (the "reference images and links"): one photo with
 * its alt text, resized on this device, sent as `role=reference` with its progress shown.
 */
export function ReferencePhotoAdder({ projectId }: { projectId: number }) {
  const client = useQueryClient();
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError('Choose an image first.');
    if (alt.trim() === '') return setError('Describe the image (alt text) before it is added.');
    setError('');
    setProgress(0);
    try {
      const resized = await resizePhoto(file);
      const form = new FormData();
      form.append('photo', resized, 'reference.webp');
      form.append('alt', alt.trim());
      form.append('role', 'reference');
      await apiUpload<ProjectPhoto>(`/projects/${projectId}/photos`, {
        method: 'POST',
        body: form,
        auth: true,
        onProgress: ({ sent, total }) => setProgress(total > 0 ? sent / total : 0),
      });
      setFile(null);
      setAlt('');
      await refresh(client, projectId);
    } catch (caught) {
      setError(errorMessage(caught, 'The image could not be added.'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="plan-row-form plan-reference-adder" onSubmit={submit} aria-label="Add a reference image">
      <div className="field">
        <label htmlFor={`${ids}-file`}>Reference image</label>
        <input
          id={`${ids}-file`}
          type="file"
          accept="image/*"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-alt`}>What it shows (alt text)</label>
        <input id={`${ids}-alt`} value={alt} maxLength={500} onChange={(e) => setAlt(e.target.value)} />
      </div>
      {progress !== null && <progress value={progress} max={1} aria-label="Upload progress" />}
      <ErrorText>{error}</ErrorText>
      <p className="cta-row">
        <Button type="submit" variant="secondary" disabled={progress !== null}>
          {progress !== null ? 'Adding…' : 'Add the image'}
        </Button>
      </p>
    </form>
  );
}

/** The maker removes a reference image. */
export function RemoveReferencePhoto({ projectId, photo }: { projectId: number; photo: ProjectPhoto }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="quiet"
      className="plan-button"
      disabled={busy}
      aria-label={`Remove the reference image: ${photo.alt}`}
      onClick={async () => {
        setBusy(true);
        try {
          await api(`/project-photos/${encodeURIComponent(photo.id)}`, { method: 'DELETE', auth: true });
          await refresh(client, projectId);
        } finally {
          setBusy(false);
        }
      }}
    >
      Remove
    </Button>
  );
}
