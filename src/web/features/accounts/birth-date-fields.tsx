import type { ChangeEvent } from 'react';
import { FormField } from '../../ui/form-field';
import './signup.css';

type Part = 'year' | 'month' | 'day';

/** The id the error summary links to for the date of birth: its first part. */
export const BIRTH_FIRST_ID = 'signup-year';

/**
 * Date of birth as the product asks for it: year, month and day typed apart (digits), one row
 * even on a phone. One error for the three, under them and tied to each.
 */
export function BirthDateFields({
  values,
  onChange,
  error,
}: {
  values: Record<Part, string>;
  onChange: (part: Part, value: string) => void;
  error?: string;
}) {
  const errorId = 'signup-birth-error';
  const part = (name: Part) => ({
    id: `signup-${name}`,
    name,
    value: values[name],
    inputMode: 'numeric' as const,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value),
  });
  return (
    <fieldset className="birth">
      <legend>Date of birth</legend>
      <div className="birth-parts">
        <FormField label="Year" placeholder="YYYY" maxLength={4} autoComplete="bday-year" {...part('year')} />
        <FormField
          label="Month"
          placeholder="MM"
          maxLength={2}
          autoComplete="bday-month"
          {...part('month')}
        />
        <FormField label="Day" placeholder="DD" maxLength={2} autoComplete="bday-day" {...part('day')} />
      </div>
      {error && (
        <p id={errorId} className="error-text birth-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
