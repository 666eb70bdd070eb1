import { useEffect, useId, useState } from 'react';
import {
  CALCULATOR_LABELS,
  TUTORIAL_CALCULATORS,
  TUTORIAL_LIMITS,
  type TutorialCalculator,
  type TutorialStep,
} from '../../../shared/api/tutorials';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { LogConfirm } from './log-confirm';
import type { TutorialChanges } from './tutorial-api';
import { stepHeading } from './tutorial-format';
import type { Saving } from './tutorial-saving';

/**
 * One step in the editor: its title and text (saved with "Save step"), its calculator and photos
 * (saved as chosen), moving it and deleting it (asked first).
 */
export function TutorialStepEditor({
  step,
  number,
  first,
  last,
  changes,
  saving,
  onMove,
  focusOnMount = false,
}: {
  step: TutorialStep;
  number: number;
  first: boolean;
  last: boolean;
  changes: TutorialChanges;
  saving: Saving;
  onMove: (by: -1 | 1) => void;
  /** A step just added: its title field takes the focus, so the maker types straight into it. */
  focusOnMount?: boolean;
}) {
  const [title, setTitle] = useState(step.title);
  const [body, setBody] = useState(step.body);
  const [deleting, setDeleting] = useState(false);
  const ids = useId();
  const name = `step ${number}`;
  const dirty = title !== step.title || body !== step.body;
  useEffect(() => {
    if (focusOnMount) document.getElementById(`${ids}-title`)?.focus();
  }, [focusOnMount, ids]);
  const save = (change: Parameters<TutorialChanges['updateStep']>[1]) =>
    saving.run(() => changes.updateStep(step.id, change), 'The step could not be saved. Try again.');
  return (
    <li className="tutorial-editor-step">
      <section className="tutorial-editor-card" aria-labelledby={`${ids}-heading`}>
        <h3 id={`${ids}-heading`}>{stepHeading(number, step.title)}</h3>
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void save({ title, body });
          }}
        >
          <FormField
            id={`${ids}-title`}
            label={`Title of ${name}`}
            hint="Optional"
            value={title}
            maxLength={TUTORIAL_LIMITS.stepTitle}
            onChange={(event) => setTitle(event.target.value)}
          />
          <div className="field">
            <label htmlFor={`${ids}-body`}>What to do in {name}</label>
            <textarea
              id={`${ids}-body`}
              rows={6}
              value={body}
              maxLength={TUTORIAL_LIMITS.stepBody}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
          <p className="cta-row">
            <Button type="submit" variant="secondary" disabled={!dirty || saving.busy}>
              Save step
            </Button>
          </p>
        </form>
        <div className="field">
          <label htmlFor={`${ids}-calculator`}>Calculator for {name}</label>
          <select
            id={`${ids}-calculator`}
            value={step.calculator ?? ''}
            disabled={saving.busy}
            onChange={(event) =>
              void save({ calculator: (event.target.value || null) as TutorialCalculator | null })
            }
          >
            <option value="">None</option>
            {TUTORIAL_CALCULATORS.map((calculator) => (
              <option key={calculator} value={calculator}>
                {CALCULATOR_LABELS[calculator]}
              </option>
            ))}
          </select>
        </div>
        {step.photos.length > 0 && (
          <ul className="tutorial-editor-photos" aria-label={`Photos of ${name}`}>
            {step.photos.map((photo) => (
              <li key={photo.id}>
                <img src={photo.thumb} alt={photo.alt} loading="lazy" decoding="async" />
                <Button
                  variant="quiet"
                  aria-label={`Remove photo from ${name}: ${photo.alt}`}
                  disabled={saving.busy}
                  onClick={() =>
                    void save({ photoIds: step.photos.filter((p) => p.id !== photo.id).map((p) => p.id) })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="cta-row tutorial-editor-step-tools">
          <Button
            variant="secondary"
            aria-label={`Move ${name} up`}
            disabled={first || saving.busy}
            onClick={() => onMove(-1)}
          >
            Move up
          </Button>
          <Button
            variant="secondary"
            aria-label={`Move ${name} down`}
            disabled={last || saving.busy}
            onClick={() => onMove(1)}
          >
            Move down
          </Button>
          <Button variant="quiet" aria-label={`Delete ${name}`} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </section>
      {deleting && (
        <LogConfirm
          title="Delete this step?"
          confirm="Delete step"
          busyLabel="Deleting…"
          onConfirm={() => changes.deleteStep(step.id)}
          onClose={() => setDeleting(false)}
        >
          <p>
            {stepHeading(number, step.title)} leaves the tutorial. The log entry it came from stays in the
            build log.
          </p>
        </LogConfirm>
      )}
    </li>
  );
}
