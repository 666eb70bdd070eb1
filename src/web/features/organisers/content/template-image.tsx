import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../../shared/profile/upload-fields';
import { errorMessage } from '../../../lib/error-message';
import { ErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast';
import { uploadContentImage } from './api';
import { ContentField } from './content-field';
import type { ContentForm } from './use-content-form';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

function fileProblem(file: File): string {
  if (!ACCEPTED.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_UPLOAD_BYTES) return `That file is larger than ${MAX_MB} MB. Choose a smaller image.`;
  return '';
}

/**
 * The template image: the current one, an upload that stores a new image on the server and puts
 * its address in the form (saved with the rest), and the address itself for an image elsewhere.
 */
export function TemplateImage({ form }: { form: ContentForm }) {
  const url = form.field('motd.template.url');
  const alt = form.values.motd.template.alt;
  const statusId = useId();
  const [problem, setProblem] = useState('');
  const upload = useMutation({
    mutationFn: uploadContentImage,
    onSuccess: ({ url: uploaded }) => {
      form.setTemplateUrl(uploaded);
      toast('Image uploaded: save to publish it', 'info');
    },
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = fileProblem(file);
    setProblem(found);
    upload.reset();
    if (!found) upload.mutate(file);
  }

  const shown = url.value.startsWith('/') || url.value.startsWith('https://');
  return (
    <div className="template-image">
      <div className="template-image-paper">
        {shown ? (
          <img src={url.value} alt={alt} width={160} height={200} />
        ) : (
          <p className="template-image-missing">No image yet</p>
        )}
      </div>
      <div className="template-image-side">
        <p id={statusId} className="field-hint" aria-live="polite">
          {upload.isPending
            ? 'Uploading…'
            : `A JPEG, PNG or WebP image up to ${MAX_MB} MB; it replaces the one shown.`}
        </p>
        <label className="button button-secondary file-button">
          <input
            type="file"
            accept={ACCEPTED.join(',')}
            className="file-input"
            aria-describedby={statusId}
            disabled={upload.isPending}
            onChange={choose}
          />
          {upload.isPending ? 'Uploading…' : 'Upload a new image'}
        </label>
        <ErrorText>
          {problem || (upload.error ? errorMessage(upload.error, 'The image could not be uploaded.') : '')}
        </ErrorText>
        <ContentField {...url} hint="Filled in by the upload; or the address of an image on this site." />
      </div>
    </div>
  );
}
