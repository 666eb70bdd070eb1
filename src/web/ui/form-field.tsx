import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input; the label is always visible (placeholders are not labels). */
export function FormField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
