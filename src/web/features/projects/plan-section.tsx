import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';

/** One list of the plan: a card with its heading (and an anchor), the rows, then the maker's tools. */
export function PlanSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className="card plan-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-title">
        {title}
        {count && <span className="plan-count">{count}</span>}
      </h2>
      {children}
    </section>
  );
}

/**
 * Runs the maker's changes one at a time and keeps the last failure's words to show: the
 * server's message ("A plan list holds at most 200 items.") or a sentence of our own.
 */
export function usePlanRun() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (change: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError('');
    try {
      await change();
      return true;
    } catch (caught) {
      setError(errorMessage(caught, 'That change was not saved. Try again.'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clear: () => setError('') };
}

/** A row's Edit and Remove buttons (after a one-tap step, if any), named after the row for screen readers. */
export function RowActions({
  name,
  busy,
  onEdit,
  onRemove,
  children,
}: {
  name: string;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <span className="plan-row-actions">
      {children}
      <Button variant="quiet" className="plan-button" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        variant="quiet"
        className="plan-button"
        disabled={busy}
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        Remove
      </Button>
    </span>
  );
}

/**
 * The frame of a plan row's form (adding or editing): its fields, the error, Save and Cancel.
 * `onSave` answers whether it worked; an add form then empties itself for the next row.
 */
export function RowForm({
  label,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string;
  onSubmit: () => void;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="plan-form" aria-label={label} onSubmit={submit} noValidate>
      <div className="plan-form-fields">{children}</div>
      <ErrorText>{error}</ErrorText>
      <div className="plan-form-actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** A small labelled input of a plan row's form. */
export function PlanInput({
  label,
  value,
  onValue,
  className,
  ...input
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
    </div>
  );
}

/** A small labelled select of a plan row's form. */
export function PlanSelect({
  label,
  value,
  onValue,
  options,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onValue(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
