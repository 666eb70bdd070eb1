import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './field.css';

/**
 * A labelled input; the label is always visible (placeholders are not labels). A hint or an
 * error under it is tied to the input with aria-describedby. An `id` of the caller's (so an
 * error summary can link to the input) replaces the generated one.
 */
export function FormField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: ReactNode; error?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const id = input.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}
