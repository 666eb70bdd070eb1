import type { ReactNode } from 'react';
import { type ProjectField, projectFieldId } from './project-form-model';

interface FrameProps {
  name: ProjectField;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** The ids an input points to with aria-describedby: its hint, then its error. */
export function describedBy(name: ProjectField, hint: unknown, error: unknown) {
  const id = projectFieldId(name);
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field of the project form: the label above, the hint and the error below, tied to the input. */
export function FieldFrame({
  name,
  label,
  hint,
  error,
  className,
  children,
}: FrameProps & { children: ReactNode }) {
  const id = projectFieldId(name);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** The props an input, select or textarea of the form takes from its field. */
export const inputProps = (name: ProjectField, hint: unknown, error: unknown) => ({
  id: projectFieldId(name),
  name,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(name, hint, error),
});

export function SelectField({
  name,
  label,
  hint,
  error,
  value,
  onValue,
  options,
}: FrameProps & {
  value: string;
  onValue: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      <select {...inputProps(name, hint, error)} value={value} onChange={(e) => onValue(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
