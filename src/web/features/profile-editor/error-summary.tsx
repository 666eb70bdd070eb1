import type { Ref } from 'react';
import { fieldId } from './text-field';

/** Moves focus to a field, opening the closed section it is in, and shows it mid-screen. */
export function focusField(name: string): void {
  const target = document.getElementById(fieldId(name));
  if (!target) return;
  const details = target.closest('details');
  if (details && !details.open) details.open = true;
  // A group of chips is focused at its first checkbox.
  const focusable = target.matches('input, textarea, select') ? target : target.querySelector('input');
  focusable?.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/**
 * Every error Save found, each a link to its field, in form order. Shown by the Save button; Save
 * moves focus here, so a screen reader reads the list and the page scrolls to it.
 */
export function ErrorSummary({
  errors,
  headingId,
  summaryRef,
}: {
  errors: ReadonlyArray<[string, string]>;
  headingId: string;
  summaryRef: Ref<HTMLElement>;
}) {
  if (errors.length === 0) return null;
  const count = errors.length;
  return (
    <section ref={summaryRef} className="error-summary" tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary-title">
        Not saved yet: {count === 1 ? 'one field needs' : `${count} fields need`} fixing
      </h2>
      <ul>
        {errors.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(name);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
