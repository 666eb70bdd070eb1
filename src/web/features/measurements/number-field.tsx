import { useId } from 'react';

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Labelled text input for a decimal number; text (not type="number") so any typed value is kept. */
export function NumberField({ label, value, onChange }: NumberFieldProps) {
  const id = useId();
  return (
    <div className="field calc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
