import { type FormEvent, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { ALT_MAX, CREDIT_LINK_MAX, CREDIT_NAME_MAX } from '../../../shared/profile/photo-rules';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { creditProblems, type PhotoText } from './photo-text';

export const ALT_HINT = "Describe the photo for people who can't see it: who, what costume, where.";

interface DescribePhotoProps {
  /** The slot's name, e.g. "Profile photo". */
  label: string;
  /** The photo described, shown small so the member knows which one. */
  preview: string;
  text: PhotoText;
  onDone: (text: PhotoText) => void;
  onCancel: () => void;
}

/**
 * Asks for a photo's description (its alt text) and offers the photographer's credit. Shown after
 * a crop and by the slot's description button; Done keeps the words for the save, Cancel or Escape
 * leaves them as they were. Its own form in a portal, so Enter here never saves the profile.
 */
export function DescribePhotoDialog({ label, preview, text, onDone, onCancel }: DescribePhotoProps) {
  const [draft, setDraft] = useState(text);
  const [errors, setErrors] = useState({ name: '', link: '' });
  const altId = useId();
  const hintId = useId();
  const edit = (change: Partial<PhotoText>) => setDraft((d) => ({ ...d, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // React passes events up through the portal to the profile form
    const problems = creditProblems(draft);
    setErrors(problems);
    if (!problems.name && !problems.link) onDone(draft);
  }

  return createPortal(
    <Dialog open title={`Describe the ${label.toLowerCase()}`} onClose={onCancel} className="describe-photo">
      <form className="describe-photo-form" onSubmit={submit} noValidate>
        {preview && <img className="describe-photo-preview" src={preview} alt="" width={96} height={96} />}
        <div className="field">
          <label htmlFor={altId}>Description (alt text)</label>
          <textarea
            id={altId}
            rows={3}
            maxLength={ALT_MAX}
            value={draft.alt}
            aria-describedby={hintId}
            onChange={(e) => edit({ alt: e.target.value })}
          />
          <p id={hintId} className="field-hint">
            {ALT_HINT}
          </p>
        </div>
        <fieldset className="describe-photo-credit">
          <legend>Photographer credit (optional)</legend>
          <FormField
            label="Photographer's name"
            value={draft.creditName}
            maxLength={CREDIT_NAME_MAX}
            autoComplete="off"
            error={errors.name || undefined}
            onChange={(e) => edit({ creditName: e.target.value })}
          />
          <FormField
            label="Link to their work"
            hint="Their website or profile, e.g. https://instagram.com/name"
            type="url"
            inputMode="url"
            value={draft.creditLink}
            maxLength={CREDIT_LINK_MAX}
            autoComplete="off"
            error={errors.link || undefined}
            onChange={(e) => edit({ creditLink: e.target.value })}
          />
        </fieldset>
        <div className="describe-photo-actions">
          <button type="submit" className="button">
            Done
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
