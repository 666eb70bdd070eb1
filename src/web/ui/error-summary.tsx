import type { ReactNode, Ref } from 'react';
import './save-bar.css';

/** Moves focus to an element by id, opening the closed section it is in, and shows it mid-screen. */
export function focusById(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const details = target.closest('details');
  if (details && !details.open) details.open = true;
  // A group (chips, a fieldset) is focused at its first input.
  const focusable = target.matches('input, textarea, select') ? target : target.querySelector('input');
  focusable?.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/**
 * Every error a form's check found, each a link to its field (`idOf` gives the field's element
 * id), in form order. The form moves focus here on submit, so a screen reader reads the list and
 * the page scrolls to it. `children` add a line of the form's own (a rule, the server's answer);
 * a form with such lines renders the summary only while it has something to say.
 */
export function ErrorSummary({
  errors,
  headingId,
  summaryRef,
  idOf,
  title,
  children,
  className,
}: {
  errors: ReadonlyArray<readonly [string, string]>;
  headingId: string;
  summaryRef: Ref<HTMLElement>;
  idOf: (name: string) => string;
  title: (count: number) => string;
  children?: ReactNode;
  className?: string;
}) {
  if (errors.length === 0 && !children) return null;
  return (
    <section
      ref={summaryRef}
      className={className ? `error-summary ${className}` : 'error-summary'}
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="error-summary-title">
        {title(errors.length)}
      </h2>
      {children}
      {errors.length > 0 && (
        <ul>
          {errors.map(([name, message]) => (
            <li key={name}>
              <a
                href={`#${idOf(name)}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusById(idOf(name));
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
