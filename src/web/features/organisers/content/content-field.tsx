import type { InputHTMLAttributes } from 'react';
import { type FieldPath, fieldId, fieldLabel } from './content-model';

interface ContentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  path: FieldPath;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** The label when it should differ from the one the error list uses. */
  label?: string;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * One field of the content, bound to its path: label above (the design system's .field), hint
 * and error tied to the input with aria-describedby, and an id the error list can focus.
 */
export function ContentField({
  path,
  value,
  onChange,
  error,
  hint,
  label,
  rows,
  ...input
}: ContentFieldProps) {
  const id = fieldId(path);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    value,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="field content-field">
      <label htmlFor={id}>{label ?? fieldLabel(path)}</label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" {...shared} {...input} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className="error-text content-field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
