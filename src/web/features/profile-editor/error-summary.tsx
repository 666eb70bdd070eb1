import type { Ref } from 'react';
import { focusById, ErrorSummary as SharedSummary } from '../../ui/error-summary';
import { fieldId } from './text-field';

/** Moves focus to a profile field, opening the closed section it is in, and shows it mid-screen. */
export function focusField(name: string): void {
  focusById(fieldId(name));
}

const title = (count: number) =>
  `Not saved yet: ${count === 1 ? 'one field needs' : `${count} fields need`} fixing`;

/** The editor's list of every error Save found (the shared summary in ui/, worded for Save). */
export function ErrorSummary({
  errors,
  headingId,
  summaryRef,
}: {
  errors: ReadonlyArray<[string, string]>;
  headingId: string;
  summaryRef: Ref<HTMLElement>;
}) {
  return (
    <SharedSummary
      errors={errors}
      headingId={headingId}
      summaryRef={summaryRef}
      idOf={fieldId}
      title={title}
    />
  );
}
