import type { InputHTMLAttributes, ReactNode } from 'react';
import { type EventField, eventFieldId } from './event-form-model';

interface Common {
  name: EventField;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** The ids a field's input points to with aria-describedby: its hint, then its error. */
function describedBy(name: EventField, hint: unknown, error: unknown) {
  const id = eventFieldId(name);
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function Frame({ name, label, hint, error, className, children }: Common & { children: ReactNode }) {
  const id = eventFieldId(name);
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

type InputProps = Common & {
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'className'>;

/** A labelled input of the event form, its hint and error tied to it. */
export function EventInput({ name, label, hint, error, className, value, onValue, ...input }: InputProps) {
  return (
    <Frame name={name} label={label} hint={hint} error={error} className={className}>
      <input
        id={eventFieldId(name)}
        name={name}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export function EventSelect({
  name,
  label,
  hint,
  error,
  className,
  value,
  onValue,
  options,
}: Common & {
  value: string;
  onValue: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Frame name={name} label={label} hint={hint} error={error} className={className}>
      <select
        id={eventFieldId(name)}
        name={name}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function EventTextArea({
  name,
  label,
  hint,
  error,
  value,
  onValue,
  maxLength,
}: Common & { value: string; onValue: (value: string) => void; maxLength: number }) {
  return (
    <Frame name={name} label={label} hint={hint} error={error}>
      <textarea
        id={eventFieldId(name)}
        name={name}
        rows={7}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      />
    </Frame>
  );
}
