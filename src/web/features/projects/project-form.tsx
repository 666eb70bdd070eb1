import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type CreateProjectRequest,
  PROJECT_KIND_LABELS,
  PROJECT_KINDS,
  PROJECT_LIMITS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
} from '../../../shared/api/projects';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { useUpcomingCons } from './api';
import { FieldFrame, inputProps, SelectField } from './project-fields';
import {
  FIELD_ORDER,
  fieldOfMessage,
  type ProjectField,
  type ProjectFormErrors,
  type ProjectFormValues,
  projectFieldId,
  toProjectRequest,
} from './project-form-model';
import { VisibilityChoice } from './visibility-choice';

const kinds = PROJECT_KINDS.map((k) => ({ value: k, label: PROJECT_KIND_LABELS[k] }));
const statuses = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));

/**
 * A project's fields, for starting one and for its maker's edits. Checked here first (the name,
 * the budget as dollars); the server's own message then shows under the field it is about, or
 * above the button.
 */
export function ProjectForm({
  initial,
  submitLabel,
  busyLabel,
  onSave,
  children,
}: {
  initial: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  onSave: (body: CreateProjectRequest) => Promise<unknown>;
  /** Beside the submit button (the edit dialog's Cancel). */
  children?: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const cons = useUpcomingCons();
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  // After a failed check, the first field with an error gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    const field = FIELD_ORDER.find((f) => errorsRef.current[f]);
    if (field) document.getElementById(projectFieldId(field))?.focus();
  }, [attempt]);

  const set = (field: ProjectField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: ProjectField, hint?: string) => ({
    ...inputProps(field, hint, errors[field]),
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const { body, errors: found } = toProjectRequest(values);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (!body) return;
    setBusy(true);
    try {
      await onSave(body);
    } catch (caught) {
      const message = errorMessage(caught, 'The project could not be saved. Try again.');
      const field = fieldOfMessage(message);
      if (field) {
        setErrors({ [field]: message });
        setAttempt((n) => n + 1);
      } else setFailure(message);
      setBusy(false);
    }
  }

  const conOptions = [
    { value: '', label: 'No convention (set a date instead)' },
    ...(cons.data ?? []).map((con) => ({ value: con.slug, label: con.name })),
    ...(values.conSlug && !cons.data?.some((c) => c.slug === values.conSlug)
      ? [{ value: values.conSlug, label: values.conSlug }]
      : []),
  ];
  const budgetHint = 'In dollars, like 120 or $120.50. Leave it empty for no budget.';

  return (
    <form className="form project-form" onSubmit={submit} noValidate>
      <FieldFrame name="title" label="Name" error={errors.title}>
        <input {...text('title')} required maxLength={PROJECT_LIMITS.title} autoComplete="off" />
      </FieldFrame>
      <div className="field-row">
        <FieldFrame name="character" label="Character" error={errors.character}>
          <input {...text('character')} maxLength={PROJECT_LIMITS.character} autoComplete="off" />
        </FieldFrame>
        <FieldFrame name="series" label="Series" error={errors.series}>
          <input {...text('series')} maxLength={PROJECT_LIMITS.series} autoComplete="off" />
        </FieldFrame>
      </div>
      <div className="field-row">
        <SelectField
          name="kind"
          label="What it is"
          value={values.kind}
          onValue={set('kind')}
          options={kinds}
        />
        <SelectField
          name="status"
          label="Status"
          value={values.status}
          onValue={set('status')}
          options={statuses}
        />
      </div>
      <VisibilityChoice value={values.visibility} onValue={set('visibility')} error={errors.visibility} />
      <SelectField
        name="conSlug"
        label="For a convention"
        hint="The con’s first day becomes the target for pacing."
        value={values.conSlug}
        onValue={set('conSlug')}
        options={conOptions}
        error={errors.conSlug}
      />
      {!values.conSlug && (
        <FieldFrame name="targetDate" label="Target date" error={errors.targetDate}>
          <input {...text('targetDate')} type="date" />
        </FieldFrame>
      )}
      <FieldFrame name="budget" label="Budget" hint={budgetHint} error={errors.budget}>
        <input {...text('budget', budgetHint)} inputMode="decimal" autoComplete="off" placeholder="$" />
      </FieldFrame>
      <FieldFrame name="description" label="Description" error={errors.description}>
        <textarea {...text('description')} rows={4} maxLength={PROJECT_LIMITS.description} />
      </FieldFrame>
      <ErrorText>{failure}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
